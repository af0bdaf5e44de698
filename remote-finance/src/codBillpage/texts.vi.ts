import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  payout: {
    day: 'Ngày',
    batches: 'Các đợt sẽ trả',
    lines: 'Vận đơn chưa vào đợt',
    expectedNet: 'Số tiền ròng dự kiến',
    total: 'Tổng trong ngày',
    waybills: '{{count}} vận đơn',
    windowTotal: 'Tổng từ {{from}} đến {{to}}',
    empty: 'Không có khoản chuyển tiền nào trong khoảng này',
    days: 'Số ngày',
    carriedOver:
      'Đến hạn trước đó nhưng chưa vào đợt: {{count}} vận đơn, {{amount}} (trả cùng đợt tiếp theo)',
  },
} satisfies Translation<Texts>;
