import type { Translation } from '../../i18n/i18n';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default { guide: { replay: 'ការណែនាំទំព័រ' } } satisfies Translation<Texts>;
