import type { Translation } from 'shared';
import type { Texts } from './couponTexts';

// The Vietnamese texts of couponTexts.ts (fetched when Vietnamese is chosen).
export default {
  orderEntry: {
    coupon: {
      title: 'Mã giảm giá',
      none: 'Không dùng mã giảm giá',
      empty: 'Ví của bạn không có mã giảm giá khả dụng',
      idle: 'Mã giảm giá sẽ hiện khi đã tính cước vận chuyển',
      off: 'Giảm {{amount}}',
      until: 'hiệu lực đến {{date}}',
      discount: 'Giảm giá từ mã',
      totalAfter: 'Tổng sau giảm giá',
    },
  },
} satisfies Translation<Texts>;
