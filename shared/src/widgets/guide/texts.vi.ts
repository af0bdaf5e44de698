import type { Translation } from '../../i18n/i18n';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default { guide: { replay: 'Hướng dẫn trang' } } satisfies Translation<Texts>;
