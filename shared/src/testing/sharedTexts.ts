import { i18n, initI18n, SHARED_NAMESPACE } from '../i18n';

const LANGUAGES = ['zh-cn', 'en', 'id'] as const;

function leaves(texts: unknown, prefix = ''): Array<[string, string]> {
  if (typeof texts === 'string') return [[prefix, texts]];
  if (!texts || typeof texts !== 'object') return [];
  return Object.entries(texts).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const lastSegment = (key: string) => key.slice(key.lastIndexOf('.') + 1);
const same = (a: string | undefined, b: string | undefined) => a !== undefined && a === b;

/**
 * The keys of a namespace that repeat a text `shared` already provides: a key named like one of
 * `shared`'s (at any depth, e.g. `common.noData`) whose texts in Chinese, English and Indonesian
 * are exactly `shared`'s. Such a text belongs in `shared` only: call `t('shared:noData')`.
 * The namespace's texts must have been added (import the remote's `i18n.ts`).
 * @example
 * import { NAMESPACE } from './i18n';
 * expect(sharedTextsRedefinedIn(NAMESPACE)).toEqual([]);
 */
export function sharedTextsRedefinedIn(namespace: string): string[] {
  initI18n('EN');
  const sharedTexts = Object.fromEntries(
    LANGUAGES.map((lng) => [lng, new Map(leaves(i18n.getResourceBundle(lng, SHARED_NAMESPACE)))]),
  );
  const own = Object.fromEntries(
    LANGUAGES.map((lng) => [lng, new Map(leaves(i18n.getResourceBundle(lng, namespace)))]),
  );
  return [...own.en.keys()].filter((key) =>
    LANGUAGES.every((lng) => same(own[lng].get(key), sharedTexts[lng].get(lastSegment(key)))),
  );
}
