import type en from './texts.en';

/**
 * Texts shown by `shared` itself (namespace `shared`), each language in its own file
 * (`texts.en.ts`, `texts.zh.ts`…): the login page downloads only the language in use.
 */
export const SHARED_NAMESPACE = 'shared';

export type SharedTexts = typeof en;
