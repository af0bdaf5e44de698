import { get } from '../http/request';
import type { DictionaryEntry } from '../session/types';
import { DICT_NAMESPACE, i18n } from './i18n';
import { dictionaryColumn, toI18nLanguage } from './languages';

/** GET path of the language dictionary ("language all", spec §7). */
export const DICTIONARY_URL = '/customer-api/language/all';

/**
 * Merges server dictionary entries into the `dict` namespace for a language code, reading its
 * column (lang1 Chinese, lang2 English, lang3 Indonesian; other languages use Chinese). Empty
 * texts are skipped so the fallback applies. Returns the merged key → text map.
 * @example
 * mergeDictionary(await loadDictionary('YN'), 'YN');
 * t('dict:waybillNo');
 */
export function mergeDictionary(entries: readonly DictionaryEntry[], code: string): Record<string, string> {
  const column = dictionaryColumn(code);
  const texts: Record<string, string> = {};
  for (const entry of entries) {
    const text = entry[column];
    if (entry.strId && text) texts[entry.strId] = text;
  }
  if (i18n.isInitialized) i18n.addResourceBundle(toI18nLanguage(code), DICT_NAMESPACE, texts, true, true);
  return texts;
}

/**
 * Fetches the language dictionary silently; a failed fetch is ignored and gives [] (spec §4/§8).
 * @example
 * const entries = await loadDictionary(language);
 * dispatch(sessionActions.setDictionary(entries));
 */
export async function loadDictionary(code: string): Promise<DictionaryEntry[]> {
  try {
    const data = await get<unknown>(DICTIONARY_URL, undefined, { silent: true, headers: { language: code } });
    return Array.isArray(data) ? (data as DictionaryEntry[]) : [];
  } catch {
    return [];
  }
}
