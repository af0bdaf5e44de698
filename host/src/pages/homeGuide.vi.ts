import type { Translation } from 'shared';
import type { Texts } from './homeGuide';

// The Vietnamese texts of homeGuide.ts (fetched when Vietnamese is chosen).
export default {
  homeGuide: {
    welcome: {
      title: 'Chào mừng bạn đến với Nền tảng dịch vụ khách hàng',
      description:
        'Đây là trang chủ của bạn. Nút "Hướng dẫn trang" bên phải sẽ mở lại phần hướng dẫn này bất cứ lúc nào.',
    },
    quickLinks: {
      title: 'Liên kết nhanh',
      description: 'Mọi trang bạn có thể mở đều ở đây, như tạo đơn, quản lý đơn hàng và theo dõi hành trình.',
    },
    notices: {
      title: 'Thông báo',
      description: 'Các thông báo quan trọng, như lịch nghỉ lễ và thay đổi dịch vụ, hiển thị tại đây.',
    },
    header: {
      title: 'Thông báo và tài khoản của bạn',
      description:
        'Biểu tượng chuông hiển thị thông báo chưa đọc; tên của bạn mở hồ sơ, đổi mật khẩu và đăng xuất.',
    },
  },
} satisfies Translation<Texts>;
