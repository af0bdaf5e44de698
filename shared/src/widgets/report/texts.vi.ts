import type { Translation } from '../../i18n/i18n';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  report: {
    period: 'Kỳ thống kê',
    periods: {
      TODAY: 'Hôm nay',
      YESTERDAY: 'Hôm qua',
      LAST_7_DAYS: '7 ngày qua',
      LAST_30_DAYS: '30 ngày qua',
      CUSTOM: 'Tùy chọn',
    },
    customRange: 'Khoảng ngày tùy chọn',
    rangeNeeded: 'Chọn ngày bắt đầu và ngày kết thúc',
    rangeReversed: 'Ngày kết thúc không được trước ngày bắt đầu',
    rangeTooLong: 'Khoảng ngày tối đa 90 ngày',
    previous: 'Kỳ trước {{value}}',
    change: 'Thay đổi {{value}}',
    noChange: 'Thay đổi --',
    formula: 'Công thức: {{title}}',
    drillDown: 'Xem bưu kiện: {{title}}',
    empty: 'Không có dữ liệu trong kỳ này',
    chart: 'Biểu đồ',
    table: 'Bảng',
    view: 'Cách hiển thị {{title}}',
    loadFailed: 'Không tải được báo cáo',
    export: 'Xuất',
    views: {
      label: 'Chế độ xem đã lưu',
      placeholder: 'Mở chế độ xem đã lưu',
      save: 'Lưu chế độ xem',
      rename: 'Đổi tên',
      delete: 'Xóa',
      saveTitle: 'Lưu bộ lọc hiện tại thành chế độ xem',
      renameTitle: 'Đổi tên chế độ xem "{{name}}"',
      name: 'Tên chế độ xem',
      nameNeeded: 'Nhập tên cho chế độ xem',
      deleteConfirm: 'Xóa chế độ xem "{{name}}"?',
      saved: 'Đã lưu chế độ xem "{{name}}"',
      renamed: 'Đã đổi tên chế độ xem thành "{{name}}"',
      deleted: 'Đã xóa chế độ xem "{{name}}"',
    },
  },
} satisfies Translation<Texts>;
