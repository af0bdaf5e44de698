import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  codBill: {
    cards: {
      held: 'Đang giữ (đã thu)',
      inProcess: 'Đang xử lý',
      paidThisMonth: 'Đã trả trong tháng',
    },
    columns: {
      billCode: 'Mã vận đơn',
      customerOrderNo: 'Mã đơn của khách',
      productType: 'Dịch vụ',
      codAmount: 'Tiền thu hộ COD',
      goodsValue: 'Giá trị hàng',
      status: 'Trạng thái',
      deliveredAt: 'Giao lúc',
      signer: 'Người ký nhận',
      expectedPayoutDay: 'Ngày dự kiến trả',
      batchNo: 'Mã đợt',
    },
    statuses: {
      AWAITING_COLLECTION: 'Chờ thu tiền',
      COLLECTED: 'Đã thu tiền',
      IN_BATCH: 'Trong đợt đối soát',
      REMITTED: 'Đã chuyển tiền',
      DISPUTED: 'Đang khiếu nại',
      FAILED_TO_COLLECT: 'Thu tiền không thành công',
      RETURNED: 'Đã chuyển hoàn',
    },
    deliveredFrom: 'Giao từ ngày',
    deliveredTo: 'Giao đến ngày',
    export: 'Xuất',
  },
  reconciliation: {
    statuses: {
      GENERATED: 'Đã tạo',
      MAILED: 'Đã gửi email',
      VERIFIED: 'Đã xác minh',
      AGREED: 'Đã đồng ý',
      DISPUTED: 'Đang khiếu nại',
      ADJUSTED: 'Đã điều chỉnh',
      PAYMENT_SCHEDULED: 'Đã lên lịch thanh toán',
      PAID: 'Đã thanh toán',
      TRANSFER_FAILED: 'Chuyển khoản thất bại',
    },
  },
} satisfies Translation<Texts>;
