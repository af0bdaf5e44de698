import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  commission: {
    detail: 'Chi tiết',
    detailTitle: 'Chi tiết phí hoa hồng',
    columns: {
      billCode: 'Mã vận đơn',
      feeBase: 'Cơ sở tính phí',
      rate: 'Tỷ lệ',
      minFee: 'Phí tối thiểu',
      fee: 'Phí',
      vat: 'Thuế GTGT',
      total: 'Tổng cộng',
      status: 'Trạng thái',
      deliveredAt: 'Giao lúc',
      batchNo: 'Mã đợt',
    },
    statuses: {
      UNBILLED: 'Chưa tính phí',
      BILLED: 'Đã tính phí',
      DEDUCTED: 'Đã khấu trừ',
      REVERSED: 'Đã hoàn lại',
    },
    totals: {
      count: 'Số bưu kiện',
    },
  },
} satisfies Translation<Texts>;
