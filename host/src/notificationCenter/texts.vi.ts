import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  route: {
    notificationCenter: 'Trung tâm thông báo',
  },
  notification: {
    title: 'Trung tâm thông báo',
    bell: 'Thông báo',
    bellUnread: '{{count}} thông báo chưa đọc',
    category: 'Danh mục',
    allCategories: 'Tất cả danh mục',
    categories: {
      COD: 'COD / tài chính',
      TICKET: 'Phiếu yêu cầu',
      PROBLEM_PARCEL: 'Bưu kiện có vấn đề',
      CLAIM: 'Yêu cầu bồi thường',
      SYSTEM: 'Hệ thống',
      SECURITY: 'Bảo mật',
    },
    readStatus: 'Trạng thái',
    readStates: {
      ALL: 'Tất cả',
      UNREAD: 'Chưa đọc',
      READ: 'Đã đọc',
    },
    columns: {
      title: 'Thông báo',
      category: 'Danh mục',
      createdAt: 'Thời gian',
      actions: 'Thao tác',
    },
    unread: 'Chưa đọc',
    open: 'Mở',
    download: 'Tải tệp xuống',
    markRead: 'Đánh dấu đã đọc',
    markAllRead: 'Đánh dấu tất cả đã đọc',
    markedAllRead: 'Đã đánh dấu đã đọc {{count}} thông báo',
    noneUnread: 'Không có thông báo chưa đọc',
  },
} satisfies Translation<Texts>;
