import type { Translation } from '../../i18n/i18n';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  ledger: {
    open: 'Tiền',
    title: 'Tiền của vận đơn {{billCode}}',
    loadFailed: 'Không đọc được thông tin tiền của vận đơn này',
    codAmount: 'Tiền thu hộ COD',
    goodsValue: 'Giá trị hàng hóa',
    declaredValue: 'Giá trị khai báo (bảo hiểm)',
    item: 'Khoản mục',
    amount: 'Số tiền',
    settledIn: 'Quyết toán trong',
    reference: 'Mã tham chiếu',
    noEntries: 'Vận đơn này không có khoản phí nào',
    kinds: {
      FREIGHT: 'Cước vận chuyển',
      INSURANCE: 'Phí bảo hiểm',
      COUPON: 'Giảm giá bằng voucher',
      COD_FEE: 'Phí COD',
      COD_VAT: 'Thuế PPN trên phí COD',
      RETURN_FEE: 'Phí chuyển hoàn',
      CLAIM: 'Bồi thường',
      LINE_CREDIT: 'Giấy báo có',
    },
    settled: {
      COD_BATCH: 'Đợt đối soát COD {{documentNo}}',
      COD_BATCH_next: 'Đợt đối soát COD tiếp theo',
      STATEMENT: 'Bảng kê {{documentNo}}',
      STATEMENT_next: 'Bảng kê tháng tiếp theo',
      BANK_TRANSFER: 'Chuyển khoản {{documentNo}}',
      BANK_TRANSFER_next: 'Chuyển khoản (đang chờ)',
      NOWHERE: 'Không tính phí',
      OPEN: 'Đợt COD hoặc bảng kê tiếp theo',
    },
    cod: {
      title: 'COD',
      status: 'Trạng thái COD',
      net: 'Số tiền đã trả cho bạn',
      batch: 'Đợt đối soát COD',
      expectedPayDay: 'Ngày dự kiến thanh toán',
      paidAt: 'Thanh toán lúc',
      transferReference: 'Mã giao dịch chuyển khoản',
      statuses: {
        AWAITING_COLLECTION: 'Chờ thu tiền',
        COLLECTED: 'Đã thu tiền',
        IN_BATCH: 'Trong đợt đối soát',
        REMITTED: 'Đã chuyển tiền',
        FAILED_TO_COLLECT: 'Thu tiền không thành công',
        RETURNED: 'Đã chuyển hoàn',
        DISPUTED: 'Đang khiếu nại',
      },
    },
    statement: {
      title: 'Bảng kê hằng tháng',
      number: 'Bảng kê',
      billed: 'Tính vào bảng kê',
      settled: 'Quyết toán trong các đợt COD',
    },
  },
} satisfies Translation<Texts>;
