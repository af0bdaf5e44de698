import type { Translation } from '../../i18n/i18n';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default { guide: { replay: 'Panduan halaman ini' } } satisfies Translation<Texts>;
