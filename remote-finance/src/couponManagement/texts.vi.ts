import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  coupon: {
    mainAction: 'đổi mã voucher',
    columns: {
      name: 'Tên',
      code: 'Mã',
      type: 'Loại',
      value: 'Giá trị',
      minSpend: 'Chi tiêu tối thiểu',
      validity: 'Hiệu lực',
      status: 'Trạng thái',
      usedAt: 'Dùng lúc',
      usedOnBillCode: 'Đã dùng cho vận đơn',
      discount: 'Giảm giá',
      conditions: 'Điều kiện',
      perAccountLimit: 'Mỗi tài khoản',
      stockLeft: 'Số lượng còn lại',
      terms: 'Điều khoản',
      lockedAt: 'Khóa lúc',
      onBillCode: 'Vận đơn của đơn hàng',
    },
    noMinimum: 'Không yêu cầu tối thiểu',
    redeemTitle: 'Đổi voucher',
    redeemLabel: 'Mã đổi',
    redeemPlaceholder: 'Nhập mã voucher',
    redeemRequired: 'Vui lòng nhập mã voucher',
    redeem: 'Đổi',
    redeemed: 'Đã đổi voucher',
    statuses: {
      AVAILABLE: 'Có thể dùng',
      LOCKED: 'Đã khóa',
      USED: 'Đã dùng',
      EXPIRED: 'Hết hạn',
    },
    types: {
      SHIPPING: 'Vận chuyển',
      PRODUCT: 'Dịch vụ',
    },
    codRules: {
      ANY: '',
      COD_ONLY: 'Chỉ đơn COD',
      NON_COD: 'Không áp dụng đơn COD',
    },
    percentOff: 'Giảm {{percent}}% cước',
    upTo: 'tối đa {{amount}}',
    fixedOff: 'Giảm {{amount}} cước',
    allProducts: 'Mọi dịch vụ',
    everywhere: 'Mọi tỉnh',
    products: 'Dịch vụ: {{list}}',
    provinces: 'Đến: {{list}}',
    timesPerAccount: '{{count}} đơn',
  },
} satisfies Translation<Texts>;
