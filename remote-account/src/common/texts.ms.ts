import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  common: {
    loading: 'Sedang mencari...',
    cancel: 'Batal',
  },
} satisfies Translation<Texts>;
