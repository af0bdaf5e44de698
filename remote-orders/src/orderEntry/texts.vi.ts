import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  orderEntry: {
    addressBook: {
      pick: 'Chọn từ sổ địa chỉ',
      title: {
        sender: 'Chọn địa chỉ người gửi',
        receiver: 'Chọn địa chỉ người nhận',
      },
      search: 'Tìm theo tên, số điện thoại hoặc địa chỉ',
      default: 'Mặc định',
      use: 'Dùng',
      empty: 'Sổ địa chỉ đang trống',
      noMatch: 'Không có địa chỉ nào khớp với "{{keyword}}"',
      loadFailed: 'Không tải được sổ địa chỉ',
      retry: 'Thử lại',
      loadMore: 'Tải thêm',
      saveReceiver: 'Lưu người nhận vào sổ địa chỉ',
      saved: 'Đã lưu người nhận vào sổ địa chỉ',
      alreadySaved: 'Người nhận đã có trong sổ địa chỉ',
      saveFailed: 'Đã tạo đơn, nhưng chưa lưu được người nhận vào sổ địa chỉ: {{reason}}',
    },
    sections: {
      sender: 'Người gửi',
      receiver: 'Người nhận',
      goods: 'Hàng hóa và dịch vụ',
    },
    phoneHint: 'Di động Indonesia: 08…, 8…, 628… hoặc +62 8…',
    codNotAllowed: 'Tài khoản của bạn chưa có dịch vụ thu hộ (COD)',
    customerOrderNo: 'Mã đơn của khách',
    save: 'Gửi đơn hàng',
    mainAction: 'tạo đơn hàng',
    saved: {
      title: 'Đã tạo đơn hàng',
      waybill: 'Mã vận đơn',
      customerOrderNo: 'Mã đơn của khách {{customerOrderNo}}',
      total: 'Tổng cộng {{total}}',
      duplicate: 'Bản nháp này đã được gửi trước đó: đây là cùng một đơn, không có đơn nào bị tạo trùng.',
      newOrder: 'Đơn hàng mới',
      viewInManagement: 'Xem trong quản lý đơn hàng',
    },
  },
} satisfies Translation<Texts>;
