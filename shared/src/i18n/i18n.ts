import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  i18nLanguageOf,
  textLanguageOf,
  toI18nLanguage,
  toLocaleTag,
  type BundledLanguage,
  type LazyLanguage,
  type TextLanguage,
} from './languages';
import { SHARED_NAMESPACE } from './texts';

/** The portal's one i18next instance (a federated singleton through `shared`). */
export const i18n = i18next.createInstance();

/** Namespace for server dictionary entries. */
export const DICT_NAMESPACE = 'dict';

/** Texts of a namespace in the bundled languages: zh (Chinese), en (English), id (Indonesian). */
export interface LocalizedResources {
  zh: Record<string, unknown>;
  en: Record<string, unknown>;
  id: Record<string, unknown>;
}

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many';

/**
 * The same keys as a folder's English texts, each a text: a `texts.th.ts` is typed with it, so a
 * missing or extra key fails tsc. Plural forms other than `_other` are dropped: Thai, Khmer,
 * Malay and Vietnamese have one form (i18next reads `key_other` for any count).
 * @example
 * export default { title: 'ติดตามพัสดุ' } satisfies Translation<Texts>;
 */
export type Translation<T> = {
  [K in keyof T as K extends `${string}_${PluralForm}` ? never : K]: T[K] extends string
    ? string
    : T[K] extends readonly string[]
      ? string[]
      : Translation<T[K]>;
};

/** A folder's texts in one language: a module whose default export is the texts. */
export type LazyTextsLoader = () => Promise<{ default: object }>;

/**
 * Loaders of a namespace's texts in Thai, Khmer, Malay and Vietnamese: each language sits in its
 * own file beside the folder's texts (`texts.th.ts`…) and is fetched only when it is chosen. A
 * folder on the login page's path loads zh, en and id the same way (their texts are then not
 * bundled): only the language in use is downloaded.
 */
export type LazyResources = Record<LazyLanguage, LazyTextsLoader> &
  Partial<Record<BundledLanguage, LazyTextsLoader>>;

/** One `addResources` call: the registry the missing-key test reads. */
export interface TextsRegistration {
  namespace: string;
  /** The texts bundled with the code (zh, en, id), or only some of them when the others are loaders. */
  bundled: Partial<LocalizedResources>;
  lazy?: LazyResources;
}

interface Registration extends TextsRegistration {
  loads: Partial<Record<TextLanguage, Promise<void>>>;
  /** Texts fetched before `initI18n` (added to i18next by it). */
  fetched: Partial<Record<TextLanguage, object>>;
}

const registrations: Registration[] = [];
const inFlight = new Set<Promise<void>>();

function addBundled({ namespace, bundled, fetched }: Registration): void {
  const texts: Partial<Record<TextLanguage, object>> = { ...bundled, ...fetched };
  for (const [language, resources] of Object.entries(texts) as Array<[TextLanguage, object]>)
    i18n.addResourceBundle(i18nLanguageOf(language), namespace, resources, true, true);
}

/**
 * Fetches a registration's texts in a language once; without a loader (a bundled language, or a
 * folder not yet translated) there is nothing to fetch and the language falls back to Chinese.
 * A failed fetch is retried on the next call.
 */
function loadRegistration(registration: Registration, language: TextLanguage): Promise<void> {
  const loader = registration.lazy?.[language];
  if (!loader) return Promise.resolve();
  let load = registration.loads[language];
  if (!load) {
    load = loader()
      .then((module) => {
        if (i18n.isInitialized)
          i18n.addResourceBundle(
            i18nLanguageOf(language),
            registration.namespace,
            module.default,
            true,
            true,
          );
        else registration.fetched[language] = module.default;
      })
      .catch((error: unknown) => {
        registration.loads[language] = undefined;
        throw error;
      })
      .finally(() => inFlight.delete(load as Promise<void>));
    registration.loads[language] = load;
    inFlight.add(load);
  }
  return load;
}

/**
 * Adds (deep-merges) texts for a namespace: zh, en and id bundled, th, km, ms and vi as loaders
 * of their own files (fetched when that language is in use, now or later). Works before and
 * after `initI18n`. A folder the login page needs passes `{}` and loaders for all seven, so that
 * the first download carries no language but the user's.
 * @example
 * addResources(NAMESPACE, { zh, en, id }, {
 *   th: () => import('./texts.th'), // webpackChunkName "texts-th": one chunk a language
 *   km: () => import('./texts.km'), // webpackChunkName "texts-km": one chunk a language
 *   ms: () => import('./texts.ms'), // webpackChunkName "texts-ms": one chunk a language
 *   vi: () => import('./texts.vi'), // webpackChunkName "texts-vi": one chunk a language
 * });
 */
export function addResources(
  namespace: string,
  resources: Partial<LocalizedResources>,
  lazy?: LazyResources,
): void {
  const registration: Registration = { namespace, bundled: resources, lazy, loads: {}, fetched: {} };
  registrations.push(registration);
  if (!i18n.isInitialized) return;
  addBundled(registration);
  void loadRegistration(registration, textLanguageOf(i18n.language)).catch(() => undefined);
}

/** Every `addResources` call so far (namespace, bundled texts, lazy loaders), in order. */
export function textsRegistrations(): readonly TextsRegistration[] {
  return registrations;
}

/**
 * Fetches the texts of every registered folder in a language (a portal code) that has a loader
 * for it (th, km, ms and vi always; zh, en and id for the folders that are not bundled); resolves
 * at once when there is none. A failed fetch rejects (the texts then fall back to Chinese).
 * @example
 * await loadTexts('TH');
 */
export async function loadTexts(code: string | null | undefined): Promise<void> {
  const language = textLanguageOf(toI18nLanguage(code));
  await Promise.all(registrations.map((registration) => loadRegistration(registration, language)));
}

/**
 * Settles once every text fetch under way has (a page that registered its texts on import waits
 * for them before its first render); failures are not thrown (the fallback applies).
 * @example
 * const page = await import('./Page'); await languageReady();
 */
export async function languageReady(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

function setDocumentLanguage(code: string | null | undefined): void {
  if (typeof document !== 'undefined') document.documentElement.lang = toLocaleTag(code);
}

/**
 * Initialises i18next (synchronously, bundled texts) for a portal language code, or switches the
 * language when already initialised; sets the page's `lang` (BCP 47). For th, km, ms and vi the
 * texts are fetched: await `loadTexts(code)` before rendering. Missing texts fall back to Chinese.
 * @example
 * initI18n(store.getState().session.language); // 'YN' → Indonesian
 */
export function initI18n(langCode: string | null | undefined): typeof i18n {
  const lng = toI18nLanguage(langCode);
  setDocumentLanguage(langCode);
  if (i18n.isInitialized) {
    void i18n.changeLanguage(lng);
    void loadTexts(langCode).catch(() => undefined);
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
    // a lazy language's texts arriving re-render the pages that show them
    react: { bindI18nStore: 'added' },
  });
  for (const registration of registrations) addBundled(registration);
  void loadTexts(langCode).catch(() => undefined);
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

addResources(
  SHARED_NAMESPACE,
  {},
  {
    zh: () => import(/* webpackChunkName: "texts-zh" */ './texts.zh'),
    en: () => import(/* webpackChunkName: "texts-en" */ './texts.en'),
    id: () => import(/* webpackChunkName: "texts-id" */ './texts.id'),
    th: () => import(/* webpackChunkName: "texts-th" */ './texts.th'),
    km: () => import(/* webpackChunkName: "texts-km" */ './texts.km'),
    ms: () => import(/* webpackChunkName: "texts-ms" */ './texts.ms'),
    vi: () => import(/* webpackChunkName: "texts-vi" */ './texts.vi'),
  },
);
