import type { Translation } from 'shared';
import type { Texts } from './i18n';

// The Thai texts of i18n.ts (fetched when Thai is chosen).
export default {
  statement: {
    title: 'ใบแจ้งยอดรายเดือน',
  },
  codBill: {
    title: 'รายการ COD',
  },
  commission: {
    title: 'กระทบยอดค่าธรรมเนียม COD',
  },
  reconciliation: {
    title: 'กระทบยอด COD',
  },
  payout: {
    title: 'ปฏิทินการโอนเงิน',
  },
  coupon: {
    title: 'บัตรกำนัล',
  },
  standalone: {
    title: 'โมดูลการเงิน (แยกใช้งาน)',
  },
} satisfies Translation<Texts>;
