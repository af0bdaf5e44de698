import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  keyword: 'Tên, số điện thoại hoặc địa chỉ',
  mainAction: 'thêm địa chỉ',
  columns: {
    name: 'Tên',
    phone: 'Số điện thoại',
    province: 'Tỉnh',
    city: 'Thành phố',
    district: 'Quận / xã',
    address: 'Địa chỉ',
    postalCode: 'Mã bưu chính',
    isDefault: 'Mặc định',
  },
  defaultTag: 'Mặc định',
  saved: 'Đã lưu địa chỉ',
  deleted: 'Đã xóa địa chỉ',
  deletedAll: 'Đã xóa {{count}} địa chỉ',
  showPhone: 'Hiện',
  actions: {
    add: 'Địa chỉ mới',
    edit: 'Sửa',
    delete: 'Xóa',
    deleteAll: 'Xóa tất cả',
    setDefault: 'Đặt làm mặc định',
    template: 'Tải mẫu',
    import: 'Nhập',
    export: 'Xuất',
  },
  confirm: {
    delete: 'Xóa địa chỉ của {{name}}?',
    deleteAll: 'Xóa tất cả {{count}} địa chỉ trong sổ này? Không thể hoàn tác.',
  },
  form: {
    addTitle: 'Địa chỉ mới',
    editTitle: 'Sửa địa chỉ',
    name: 'Tên',
    phone: 'Số di động',
    province: 'Tỉnh',
    city: 'Thành phố',
    district: 'Quận / xã',
    address: 'Địa chỉ',
    postalCode: 'Mã bưu chính',
    isDefault: 'Đặt làm địa chỉ mặc định',
    required: 'Nhập {{field}}',
  },
  import: {
    title: 'Nhập địa chỉ',
    hint: 'Chỉ xlsx, tối đa 5 MB, đúng các cột của mẫu',
    choose: 'Chọn tệp',
    wrongType: 'Chọn tệp xlsx',
    tooLarge: 'Tệp không được vượt quá 5 MB',
    result: '{{total}} dòng: đã nhập {{imported}}, đã có trong sổ {{duplicates}}, lỗi {{errors}}',
    row: 'Dòng {{rowNo}}',
  },
} satisfies Translation<Texts>;
