export { isEmbedded, waitForParentParams, postLogoutToParent } from './embed';
export type { ParentParams } from './embed';
export { normalizeEmbedLanguage, EMBED_LOCALE_MAP } from '../i18n/languages';
