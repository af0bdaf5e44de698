import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  complaint: {
    formTitle: 'Gửi khiếu nại hoặc góp ý',
    mainAction: 'gửi khiếu nại hoặc góp ý',
    historyTitle: 'Khiếu nại và góp ý của tôi',
    kinds: {
      COMPLAINT: 'Khiếu nại',
      SUGGESTION: 'Góp ý',
    },
    categories: {
      DELIVERY_DELAY: 'Giao hàng trễ',
      DAMAGED: 'Bưu kiện hư hỏng',
      LOST: 'Bưu kiện thất lạc',
      COURIER_ATTITUDE: 'Thái độ bưu tá',
      PICKUP: 'Lấy hàng',
      COD: 'Thu hộ (COD)',
      PRODUCT: 'Dịch vụ vận chuyển',
      WEBSITE: 'Trang web',
      SERVICE: 'Chăm sóc khách hàng',
      OTHER: 'Khác',
    },
    statuses: {
      SUBMITTED: 'Đã gửi',
      PROCESSING: 'Đang xử lý',
      REPLIED: 'Đã phản hồi',
      CLOSED: 'Đã đóng',
    },
    fields: {
      kind: 'Loại',
      category: 'Danh mục',
      billCode: 'Mã vận đơn (không bắt buộc)',
      moreBillCodes: 'Vận đơn khác (không bắt buộc, cách nhau bằng dấu phẩy, tối đa 10)',
      content: 'Nội dung',
      contactPhone: 'Số điện thoại liên hệ',
      createdAt: 'Gửi lúc',
      status: 'Trạng thái',
    },
    placeholders: {
      category: 'Chọn danh mục',
      billCode: 'JP + 11 chữ số',
      content: 'Mô tả vấn đề hoặc góp ý (10–1000 ký tự)',
    },
    filters: {
      kind: 'Mọi loại',
      status: 'Mọi trạng thái',
    },
    errors: {
      category: 'Vui lòng chọn danh mục',
      billCode: 'Mã vận đơn không hợp lệ (JP + 11 chữ số)',
      billCodes: 'Có mã vận đơn không hợp lệ (JP + 11 chữ số, tối đa 10)',
      contentRequired: 'Vui lòng nhập nội dung',
      contentLength: 'Nội dung phải dài từ {{min}} đến {{max}} ký tự',
      phoneRequired: 'Vui lòng nhập số điện thoại liên hệ',
      phone: 'Nhập số di động Indonesia (08xx hoặc +628xx, 10–13 chữ số)',
    },
    submit: 'Gửi',
    saved: 'Đã gửi',
    detail: 'Chi tiết',
    detailTitle: 'Khiếu nại hoặc góp ý',
    reply: 'Phản hồi từ chăm sóc khách hàng',
    noReply: 'Chưa có phản hồi',
  },
} satisfies Translation<Texts>;
