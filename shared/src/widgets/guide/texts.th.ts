import type { Translation } from '../../i18n/i18n';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default { guide: { replay: 'คำแนะนำการใช้งานหน้านี้' } } satisfies Translation<Texts>;
