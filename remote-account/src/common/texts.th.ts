import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  common: {
    loading: 'กำลังค้นหา...',
    cancel: 'ยกเลิก',
  },
} satisfies Translation<Texts>;
