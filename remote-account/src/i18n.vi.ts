import type { Translation } from 'shared';
import type { Texts } from './i18n';

// The Vietnamese texts of i18n.ts (fetched when Vietnamese is chosen).
export default {
  customerData: {
    addTitle: 'Gửi hồ sơ khách hàng',
    editTitle: 'Sửa hồ sơ khách hàng',
    examineTitle: 'Duyệt hồ sơ khách hàng',
  },
  addressBook: {
    senderTitle: 'Địa chỉ người gửi',
    receiverTitle: 'Địa chỉ người nhận',
  },
  authority: {
    title: 'Quản lý tài khoản phụ',
  },
  member: {
    title: 'Đổi điểm thành viên',
  },
  standalone: {
    title: 'Mô-đun tài khoản (chạy độc lập)',
  },
} satisfies Translation<Texts>;
