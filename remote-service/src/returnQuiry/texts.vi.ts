import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  returns: {
    title: 'Bưu kiện chuyển hoàn',
    confirmations: {
      PENDING: 'Chờ xác nhận',
      CONFIRMED: 'Đã nhận',
      REJECTED: 'Đã từ chối',
    },
    statuses: {
      RETURNING: 'Đang chuyển hoàn',
      RETURNED: 'Đã chuyển hoàn',
    },
    faults: {
      COURIER: 'Hãng vận chuyển',
      SHIPPER: 'Người gửi',
      RECEIVER: 'Người nhận',
    },
    decisions: {
      SHIPPER: 'Người gửi quyết định',
      DEADLINE: 'Quá hạn chót',
      ATTEMPTS: 'Đã hết số lần giao',
      COURIER: 'Hãng vận chuyển',
    },
    columns: {
      billCode: 'Vận đơn',
      returnBillCode: 'Vận đơn chuyển hoàn',
      reasonName: 'Lý do',
      faultGroup: 'Bên có lỗi',
      returnFee: 'Phí chuyển hoàn',
      decision: 'Quyết định',
      status: 'Trạng thái',
      receivedAt: 'Nhận lúc',
      confirmation: 'Xác nhận',
    },
    search: {
      billCode: 'Vận đơn hoặc vận đơn chuyển hoàn',
    },
    waived: 'Được miễn',
    confirm: 'Xác nhận đã nhận',
    reject: 'Từ chối',
    export: 'Xuất',
    confirmTitle: 'Xác nhận bạn đã nhận hàng hoàn của {{billCode}}?',
    confirmBody:
      'Thao tác này xác nhận vận đơn hoàn {{returnBillCode}} đã đến tay bạn. Sau đó không thể từ chối.',
    cancel: 'Hủy',
    confirmed: 'Đã xác nhận nhận hàng',
    rejected: 'Đã từ chối: đã mở phiếu {{ticketNo}}',
    rejectTitle: 'Từ chối hàng hoàn',
    reason: 'Lý do',
    photos: 'Hình ảnh',
    phone: 'Số điện thoại liên hệ',
    required: 'Bắt buộc',
    submit: 'Gửi',
  },
} satisfies Translation<Texts>;
