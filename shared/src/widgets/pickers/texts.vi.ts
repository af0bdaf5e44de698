import type { Translation } from '../../i18n/i18n';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  pickers: {
    pleaseSelect: 'vui lòng chọn',
    networkPlaceholder: 'chọn bưu cục (nhập tên hoặc mã để tìm)',
    goodsTemplatePlaceholder: 'chọn mẫu hàng hóa (nhập tên để tìm)',
    confirm: 'xác nhận',
    cancel: 'hủy',
    chosenCount: 'đã chọn {{count}}',
    startDate: 'ngày bắt đầu',
    endDate: 'ngày kết thúc',
    presets: {
      today: 'hôm nay',
      yesterday: 'hôm qua',
      last7Days: '7 ngày qua',
      all: 'tất cả',
    },
  },
} satisfies Translation<Texts>;
