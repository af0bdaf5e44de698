export {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGE_CODE_MAP,
  EMBED_LOCALE_MAP,
  toI18nLanguage,
  normalizeEmbedLanguage,
  toEmbedLocale,
  dictionaryColumn,
} from './languages';
export { i18n, initI18n, addResources, translate, DICT_NAMESPACE } from './i18n';
export type { LocalizedResources } from './i18n';
export { SHARED_NAMESPACE, sharedTextsZh, sharedTextsEn, sharedTextsId } from './texts';
export type { SharedTexts } from './texts';
export { mergeDictionary, loadDictionary, DICTIONARY_URL } from './dictionary';
export { antdLocale, dayjsLocale, applyDayjsLocale } from './locale';
