import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  common: {
    loading: 'Đang tra cứu...',
    cancel: 'Hủy',
  },
} satisfies Translation<Texts>;
