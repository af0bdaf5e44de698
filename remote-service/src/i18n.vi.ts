import type { Translation } from 'shared';
import type { Texts } from './i18n';

// The Vietnamese texts of i18n.ts (fetched when Vietnamese is chosen).
export default {
  complaint: {
    title: 'Khiếu nại và góp ý',
  },
  pages: {
    stopGodownQuiry: 'Bưu kiện lưu kho',
    returnQuiry: 'Bưu kiện chuyển hoàn',
    workOrder: 'Quản lý phiếu yêu cầu',
  },
  standalone: {
    title: 'Mô-đun dịch vụ (chạy độc lập)',
  },
} satisfies Translation<Texts>;
