import type { Translation } from '../../i18n/i18n';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  display: {
    previous: 'Trước',
    next: 'Tiếp',
    close: 'Đóng',
    imagePreview: 'Xem trước hình ảnh',
    backToTop: 'Lên đầu trang',
    add: 'Thêm',
    confirm: 'Xác nhận',
    cancel: 'Hủy',
    addRoot: 'Thêm nút gốc',
    addChild: 'Thêm nút con',
    edit: 'Sửa',
    delete: 'Xóa',
    save: 'Lưu',
    nodeName: 'tên',
    savedSuccessfully: 'đã lưu thành công',
    missingAction:
      'Bạn có thể xem trang này nhưng không thể {{action}}; hãy đề nghị quản trị viên tài khoản cấp quyền.',
    missingActionAdd: 'thêm mục mới',
  },
} satisfies Translation<Texts>;
