import { addResources } from 'shared';
import type en from './texts.en';

/** The shape of every language's file: English's. */
export type Texts = typeof en;

/**
 * Every text the host shell shows (namespace 'host'), each language in its own file: they are on
 * the login page's path, so only the language in use is downloaded (login page JS budget), before
 * the first render (boot awaits prepareLanguage). Tests add all three at once: test/hostTexts.ts.
 */
export function registerHostTexts(): void {
  addResources(
    'host',
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
}
