import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  myWaybill: {
    printCount: 'Số lần in',
    track: 'Theo dõi',
    printed: 'Trạng thái in',
    printedAny: 'Tất cả',
    printedYes: 'Đã in',
    printedNo: 'Chưa in',
  },
} satisfies Translation<Texts>;
