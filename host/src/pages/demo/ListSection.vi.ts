import type { Translation } from 'shared';
import type { Texts } from './ListSection';

// The Vietnamese texts of ListSection.ts (fetched when Vietnamese is chosen).
export default {
  list: {
    templates: 'Mẫu hàng hóa',
    categories: 'Danh mục hàng hóa (dạng cây)',
    largeList: 'Chế độ danh sách lớn',
  },
} satisfies Translation<Texts>;
