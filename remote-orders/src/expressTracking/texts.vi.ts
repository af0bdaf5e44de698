import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  expressTracking: {
    inputLabel: 'Mã vận đơn',
    inputPlaceholder: 'Mỗi dòng một mã, hoặc cách nhau bằng dấu phẩy hay khoảng trắng; tối đa 50 mã vận đơn',
    counter: '{{count}} / 50 mã vận đơn',
    query: 'Tra cứu',
    clear: 'Xóa',
    errors: {
      empty: 'Nhập ít nhất một mã vận đơn',
      tooMany: 'Chỉ tra cứu được tối đa 50 mã vận đơn; bạn đã nhập {{count}}',
      malformed: 'Các mã vận đơn sau không hợp lệ (JP + 11 chữ số): {{codes}}',
    },
    notQueried: 'Chưa tra cứu',
    querying: 'Đang tra cứu...',
    notFound: 'Không tìm thấy ({{count}})',
    waybills: 'Vận đơn ({{count}})',
  },
} satisfies Translation<Texts>;
