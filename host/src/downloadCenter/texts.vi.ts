import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  route: {
    downloadCenter: 'Trung tâm tải xuống',
  },
  downloadCenter: {
    title: 'Trung tâm tải xuống',
    badge: 'Trung tâm tải xuống',
    badgeActive: 'Đang chuẩn bị {{count}} tệp xuất',
    columns: {
      typeTitle: 'Loại',
      filterSummary: 'Bộ lọc',
      requestedAt: 'Thời điểm yêu cầu',
      status: 'Trạng thái',
      progress: 'Tiến độ',
      rowCount: 'Số dòng',
      sizeBytes: 'Dung lượng',
      expiresAt: 'Hết hạn',
    },
    statuses: {
      QUEUED: 'Đang xếp hàng',
      RUNNING: 'Đang chuẩn bị',
      COMPLETED: 'Hoàn tất',
      FAILED: 'Thất bại',
      EXPIRED: 'Đã hết hạn',
    },
    noFilter: 'Tất cả',
    rowsOf: '{{done}}/{{total}} dòng',
    rowsDone: 'Đã ghi {{done}} dòng',
    download: 'Tải xuống',
    downloadFailed: 'Tải xuống thất bại, vui lòng thử lại',
    refreshing: 'Các tệp xuất đang chuẩn bị sẽ tự làm mới',
  },
} satisfies Translation<Texts>;
