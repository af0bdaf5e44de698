import type { Translation } from 'shared';
import type { Texts } from './shellTexts';

// The Vietnamese texts of shellTexts.ts (fetched when Vietnamese is chosen).
export default {
  shell: {
    openMenu: 'Mở menu',
  },
  demo: {
    list: 'Trang danh sách',
    pickers: 'Bộ chọn và ô nhập',
    upload: 'Tải lên',
    display: 'Thành phần hiển thị',
  },
  home: {
    welcome: 'Chào mừng, {{name}}',
    customer: 'Khách hàng: {{name}}',
    quickLinks: 'Liên kết nhanh',
    kpis: {
      title: '7 ngày qua',
      open: 'Mở bảng số liệu',
      created: 'Đơn đã tạo',
      signed: 'Đã ký nhận',
      deliverySuccess: 'Tỷ lệ giao thành công',
      codInProcess: 'COD đang xử lý',
    },
    notices: 'Thông báo mới nhất',
    noNotices: 'Chưa có thông báo',
    noLinks: 'Không có trang nào khả dụng',
    allNotices: 'Tất cả thông báo',
  },
  help: {
    open: 'Trợ giúp',
    title: 'Trung tâm trợ giúp',
    search: 'Tìm trợ giúp',
    searchPlaceholder: 'Từ khóa, ví dụ: nhập, COD',
    empty: 'Chưa có bài trợ giúp',
    noMatch: 'Không có bài viết nào khớp với “{{query}}”',
    openPage: 'Mở trang: {{title}}',
    openPageShort: 'Mở trang',
    openLink: 'Mở liên kết (cửa sổ mới): {{title}}',
    openLinkShort: 'Mở liên kết',
    categories: {
      orders: 'Đơn hàng và nhập đơn',
      printing: 'In nhãn vận đơn',
      tracking: 'Theo dõi hành trình',
      finance: 'COD và tài chính',
      service: 'Bồi thường và phiếu yêu cầu',
      account: 'Tài khoản và tài khoản phụ',
      other: 'Khác',
    },
  },
  warningBar: {
    label: 'Thông báo dịch vụ',
    close: 'Đóng thông báo: {{title}}',
    details: 'Chi tiết',
    more: 'thêm',
    less: 'thu gọn',
  },
  advert: {
    label: 'Ưu đãi và dịch vụ',
    dismiss: 'Không hiển thị lại: {{title}}',
    more: 'Tìm hiểu thêm',
  },
} satisfies Translation<Texts>;
