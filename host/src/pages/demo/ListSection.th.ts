import type { Translation } from 'shared';
import type { Texts } from './ListSection';

// The Thai texts of ListSection.ts (fetched when Thai is chosen).
export default {
  list: {
    templates: 'เทมเพลตสินค้า',
    categories: 'หมวดหมู่สินค้า (แบบต้นไม้)',
    largeList: 'โหมดรายการขนาดใหญ่',
  },
} satisfies Translation<Texts>;
