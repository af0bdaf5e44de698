import type { Translation } from 'shared';
import type { Texts } from './ListSection.options';

// The Vietnamese texts of ListSection.options.ts (fetched when Vietnamese is chosen).
export default {
  listColumns: {
    name: 'Tên hàng',
    goodsType: 'Loại hàng',
    weight: 'Trọng lượng (kg)',
    length: 'Dài (cm)',
    width: 'Rộng (cm)',
    height: 'Cao (cm)',
    declaredValue: 'Giá trị khai báo',
    isEnable: 'Trạng thái',
    enabled: 'Đang bật',
    disabled: 'Đã tắt',
    remark: 'Ghi chú',
    createTime: 'Tạo lúc',
    categoryName: 'Tên danh mục',
    id: 'ID',
    sizes: 'Kích thước',
  },
} satisfies Translation<Texts>;
