import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  fastPrinting: {
    mainAction: 'in nhãn',
    billCodes: 'Mã vận đơn',
    billCodesPlaceholder: 'Dán mã vận đơn, mỗi dòng một mã hoặc cách nhau bằng dấu phẩy hay khoảng trắng',
    createdAt: 'Ngày tạo',
    printed: 'Trạng thái in',
    printedAny: 'Tất cả',
    printedYes: 'Đã in',
    printedNo: 'Chưa in',
    notFound: 'Không có đơn nào của bạn mang {{count}} mã vận đơn này: {{codes}}',
    cancelled: '{{count}} đơn này đã bị hủy, không in được nhãn: {{codes}}',
    search: 'Tìm kiếm',
    reset: 'Đặt lại',
    style: 'Mẫu nhãn',
    styles: {
      THERMAL_100x150: 'Giấy in nhiệt 100×150',
      A6: 'A6',
      A4_4UP: 'A4, 4 nhãn mỗi tờ',
    },
    discountPrint: 'Hiển thị cước và giảm giá trên nhãn',
    print: 'In',
    printNoCod: 'In không kèm COD',
    printing: 'Đang tạo nhãn…',
    selected: 'Đã chọn {{count}}',
    settings: 'Cài đặt in',
    defaultStyle: 'Mẫu mặc định',
    printCod: 'In số tiền COD',
    save: 'Lưu',
    saved: 'Đã lưu cài đặt in',
    columns: {
      billCode: 'Mã vận đơn',
      customerOrderNo: 'Mã đơn của khách',
      receiver: 'Người nhận',
      city: 'Thành phố',
      status: 'Trạng thái',
      printCount: 'Số lần in',
      lastPrintedAt: 'Lần in gần nhất',
    },
  },
} satisfies Translation<Texts>;
