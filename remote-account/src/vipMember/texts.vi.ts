import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  member: {
    mainAction: 'đổi điểm',
    level: {
      title: 'Hạng thành viên',
      growth: 'Điểm tích lũy hạng {{growth}}',
      toNext: 'Cần thêm {{growth}} điểm để lên hạng {{level}}',
      top: 'Bạn đang ở hạng cao nhất',
    },
    points: {
      title: 'Điểm của tôi',
      balance: 'Điểm khả dụng',
      expiring: '{{points}} điểm sẽ hết hạn ngày {{date}}',
    },
    goods: {
      title: 'Cửa hàng đổi điểm',
      cost: '{{points}} điểm',
      stock: 'Còn {{stock}}',
      exchange: 'Đổi',
      unavailable: 'Không khả dụng',
      soldOut: 'Hết hàng',
    },
    exchange: {
      title: 'Đổi: {{name}}',
      quantity: 'Số lượng',
      total: 'Tổng cộng {{points}} điểm',
      next: 'Tiếp theo',
      confirm: 'Xác nhận đổi',
      pointsAfter: 'Còn {{points}} điểm sau khi đổi',
      refused: 'Hiện không thể đổi',
      done: 'Đã đổi',
      delivery: {
        title: 'Giao hàng (quà sẽ được gửi tới địa chỉ này)',
        name: 'Người nhận',
        phone: 'Số di động',
        address: 'Địa chỉ đầy đủ',
        addressPlaceholder: 'Đường và số nhà, quận/xã, thành phố, mã bưu chính',
        required: 'Bắt buộc: quà sẽ được gửi tới địa chỉ này',
        phoneInvalid: 'Không phải số di động Indonesia (08… hoặc +62 8…)',
        addressShort: 'Nhập địa chỉ đầy đủ (ít nhất {{min}} ký tự)',
      },
      reasons: {
        GOODS_DISABLED: 'Hiện không thể đổi quà này',
        OUT_OF_STOCK: 'Không đủ hàng',
        INSUFFICIENT_POINTS: 'Không đủ điểm',
      },
    },
    records: {
      title: 'Lịch sử đổi điểm',
      createdAt: 'Đổi lúc',
      goods: 'Quà',
      quantity: 'Số lượng',
      pointsSpent: 'Điểm đã dùng',
      status: 'Trạng thái',
      delivery: 'Địa chỉ giao hàng',
      statuses: {
        SUBMITTED: 'Đã gửi',
        SHIPPED: 'Đã gửi hàng',
        COMPLETED: 'Hoàn tất',
        CANCELLED: 'Đã hủy',
      },
    },
    ledger: {
      title: 'Sổ điểm',
      createdAt: 'Thời gian',
      change: 'Thay đổi',
      reason: 'Lý do',
      expiresAt: 'Hết hạn lúc',
      reasons: {
        EARN: 'Nhận từ đơn hàng',
        ORDER: 'Nhận từ đơn hàng',
        EXCHANGE: 'Đã đổi',
        EXPIRE: 'Hết hạn',
        ADJUST: 'Điều chỉnh',
        REFUND: 'Hoàn điểm đổi quà',
      },
    },
  },
} satisfies Translation<Texts>;
