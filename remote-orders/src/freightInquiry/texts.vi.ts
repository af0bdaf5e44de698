import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  freightInquiry: {
    origin: 'Quận/xã gửi',
    destination: 'Quận/xã nhận',
    searchPlaceholder: 'Nhập tên hoặc mã quận/xã',
    typeToSearch: 'Nhập để tìm',
    inquire: 'Xem cước',
    empty: 'Chọn quận/xã và nhập trọng lượng để xem cước',
    route: 'Tuyến',
    zone: 'Vùng',
    available: 'Có phục vụ',
    columns: {
      product: 'Dịch vụ',
      freight: 'Cước vận chuyển',
      billableWeight: 'Trọng lượng tính cước',
      serviceDays: 'Thời gian giao',
      available: 'Tình trạng phục vụ',
    },
  },
} satisfies Translation<Texts>;
