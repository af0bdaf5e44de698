import type { Translation } from '../../i18n/i18n';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  upload: {
    select: 'Pilih fail',
    add: 'Muat naik',
    hintTypes: 'menerima {{types}}',
    hintSize: 'maksimum {{size}} setiap fail',
    hintLimit: 'maksimum {{limit}} fail',
  },
} satisfies Translation<Texts>;
