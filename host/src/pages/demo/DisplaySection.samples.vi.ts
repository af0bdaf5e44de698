import type { Translation } from 'shared';
import type { Texts } from './DisplaySection.samples';

// The Vietnamese texts of DisplaySection.samples.ts (fetched when Vietnamese is chosen).
export default {
  display: {
    cards: 'Lưới thẻ',
    newCard: 'Thẻ mới',
    cardTitle: 'Tiêu đề',
    cardInfo: 'Thông tin',
    cardImage: 'Hình ảnh',
    previewAll: 'Xem tất cả ảnh',
    backToTop: 'Lên đầu trang (cuộn xuống quá 400 px)',
    scrollLine: 'Dòng {{n}}',
    categories: 'Danh mục hàng hóa (trình sửa dạng cây)',
    categoryName: 'tên danh mục',
    emptyCheck: 'Kiểm tra rỗng',
    emptyCheckInput: 'Nhập giá trị JSON (ví dụ: null, {}, [], 0, "null")',
    isEmpty: 'rỗng',
    notEmpty: 'không rỗng',
    notJson: 'kiểm tra dưới dạng chuỗi',
    drawerTip: 'Ngăn kéo chiếm toàn bộ chiều rộng khi màn hình từ 768 px trở xuống.',
    sample: {
      parcel: 'Bưu kiện nhỏ',
      box: 'Thùng carton',
      pallet: 'Pallet hàng',
      parcelInfo: '≤ 1 kg',
      boxInfo: '1–10 kg',
      palletInfo: '> 100 kg',
    },
  },
} satisfies Translation<Texts>;
