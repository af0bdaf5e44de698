import type { Translation } from 'shared';
import type { Texts } from './PickerSection.texts';

// The Vietnamese texts of PickerSection.texts.ts (fetched when Vietnamese is chosen).
export default {
  pickers: {
    networkScoped: 'Bộ chọn bưu cục (bưu cục của mình, dạng cây + tìm kiếm, hỏi trước khi xóa)',
    networkAll: 'Bộ chọn bưu cục (tất cả bưu cục, danh sách phân trang)',
    scopedTo: 'Phạm vi: {{name}}',
    single: 'Chọn một (loại thời gian dịch vụ)',
    dimension: 'Bộ chọn khoảng (khoảng trọng lượng)',
    region: 'Chọn theo cấp (tỉnh → thành phố/huyện → quận/xã)',
    province: 'Tỉnh',
    regency: 'Thành phố / huyện',
    district: 'Quận / xã',
    remote: 'Chọn từ máy chủ (tìm bưu cục)',
    limited: 'Giới hạn chọn nhiều (mặc định 99, ở đây 3)',
    number: 'Ô nhập số (0 chữ số thập phân, bước 1)',
    thousands: 'Ô nhập hàng nghìn',
    phone: 'Số điện thoại (3-4-4)',
    dateRange: 'Khoảng ngày với tùy chọn nhanh',
    value: 'Giá trị hiện tại',
    empty: '(trống)',
    goodsTypes: ['Quần áo', 'Đồ điện tử', 'Tài liệu', 'Thực phẩm', 'Mỹ phẩm'],
  },
} satisfies Translation<Texts>;
