import type { Translation } from 'shared';
import type { Texts } from './i18n';

// The Vietnamese texts of i18n.ts (fetched when Vietnamese is chosen).
export default {
  statement: {
    title: 'Bảng kê hằng tháng',
  },
  codBill: {
    title: 'Bảng kê COD',
  },
  commission: {
    title: 'Đối soát phí hoa hồng COD',
  },
  reconciliation: {
    title: 'Đối soát COD',
  },
  payout: {
    title: 'Lịch chuyển tiền',
  },
  coupon: {
    title: 'Voucher',
  },
  standalone: {
    title: 'Mô-đun tài chính (chạy độc lập)',
  },
} satisfies Translation<Texts>;
