import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  statusCheck: {
    days: 'Số ngày không có cập nhật',
    daysHint: 'ngày',
    product: 'Sản phẩm',
    allProducts: 'Tất cả sản phẩm',
    daysStill: 'Số ngày đứng yên',
    lastMovedAt: 'Cập nhật lần cuối',
    track: 'Theo dõi {{billCode}}',
    export: 'Xuất',
  },
} satisfies Translation<Texts>;
