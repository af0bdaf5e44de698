import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, toI18nLanguage } from './languages';
import { SHARED_NAMESPACE, sharedTextsEn, sharedTextsId, sharedTextsZh } from './texts';

/** The portal's one i18next instance (a federated singleton through `shared`). */
export const i18n = i18next.createInstance();

/** Namespace for server dictionary entries. */
export const DICT_NAMESPACE = 'dict';

/** Texts of a namespace per dictionary language: zh (Chinese), en (English), id (Indonesian). */
export interface LocalizedResources {
  zh: Record<string, unknown>;
  en: Record<string, unknown>;
  id: Record<string, unknown>;
}

const pending: Array<[string, LocalizedResources]> = [
  [SHARED_NAMESPACE, { zh: sharedTextsZh, en: sharedTextsEn, id: sharedTextsId }],
];

/**
 * Adds (deep-merges) texts for a namespace. Works before and after `initI18n`.
 * @example
 * addResources('orders', { zh: { title: '下单' }, en: { title: 'Order entry' }, id: { title: 'Input pesanan' } });
 */
export function addResources(namespace: string, resources: LocalizedResources): void {
  if (!i18n.isInitialized) {
    pending.push([namespace, resources]);
    return;
  }
  i18n.addResourceBundle('zh-cn', namespace, resources.zh, true, true);
  i18n.addResourceBundle('en', namespace, resources.en, true, true);
  i18n.addResourceBundle('id', namespace, resources.id, true, true);
}

/**
 * Initialises i18next (synchronously, texts bundled) for a portal language code, or switches the
 * language when already initialised. Missing texts fall back to Chinese.
 * @example
 * initI18n(store.getState().session.language); // 'YN' → Indonesian
 */
export function initI18n(langCode: string | null | undefined): typeof i18n {
  const lng = toI18nLanguage(langCode);
  if (i18n.isInitialized) {
    void i18n.changeLanguage(lng);
    return i18n;
  }
  void i18n.use(initReactI18next).init({
    lng,
    fallbackLng: FALLBACK_LANGUAGE,
    lowerCaseLng: true,
    ns: [SHARED_NAMESPACE, DICT_NAMESPACE],
    defaultNS: SHARED_NAMESPACE,
    fallbackNS: [SHARED_NAMESPACE, DICT_NAMESPACE],
    resources: {},
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  for (const [namespace, resources] of pending.splice(0)) addResources(namespace, resources);
  return i18n;
}

/**
 * Translates a key with the shared instance (the namespace defaults to `shared`); usable outside
 * React and before init (then the key comes back).
 * @example
 * translate('requestFailed'); // 'request failed'
 */
export function translate(key: string, options?: Record<string, unknown>): string {
  return i18n.isInitialized ? String(i18n.t(key, options)) : key;
}
