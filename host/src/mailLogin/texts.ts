import { addResources } from 'shared';
import type en from './texts.en';

/** The shape of every language's file: English's. */
export type Texts = typeof en;

/**
 * Adds the login page's e-mail code login texts to the host namespace (boot does it), each
 * language in its own file: only the language in use is downloaded. Tests: test/hostTexts.ts.
 */
export function registerMailLoginTexts(): void {
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
