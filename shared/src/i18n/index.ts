export {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGE_CODE_MAP,
  EMBED_LOCALE_MAP,
  toI18nLanguage,
  normalizeEmbedLanguage,
  toEmbedLocale,
  dictionaryColumn,
  toLocaleTag,
  textLanguageOf,
  LOCALE_TAGS,
  BUNDLED_LANGUAGES,
  LAZY_LANGUAGES,
  TEXT_LANGUAGES,
} from './languages';
export type { BundledLanguage, LazyLanguage, TextLanguage } from './languages';
export {
  i18n,
  initI18n,
  addResources,
  translate,
  loadTexts,
  languageReady,
  textsRegistrations,
  DICT_NAMESPACE,
} from './i18n';
export type { LocalizedResources, LazyResources, Translation, TextsRegistration } from './i18n';
export { SHARED_NAMESPACE } from './texts';
export type { SharedTexts } from './texts';
export { mergeDictionary, loadDictionary, DICTIONARY_URL } from './dictionary';
export { antdLocale, dayjsLocale, applyDayjsLocale, loadLocale, prepareLanguage } from './locale';
