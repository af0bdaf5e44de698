import type { Translation } from 'shared';
import type { Texts } from './entryGuide';

// The Vietnamese texts of entryGuide.ts (fetched when Vietnamese is chosen).
export default {
  orderEntry: {
    guide: {
      sender: {
        title: 'Người gửi',
        description:
          'Địa chỉ người gửi mặc định đã được điền sẵn; bạn có thể sửa, hoặc chọn địa chỉ khác bằng "Chọn từ sổ địa chỉ".',
      },
      receiver: {
        title: 'Người nhận',
        description:
          'Nhập tên, số di động và địa chỉ người nhận, hoặc chọn từ sổ địa chỉ; bạn có thể lưu vào sổ địa chỉ.',
      },
      goods: {
        title: 'Hàng hóa và dịch vụ',
        description:
          'Mô tả hàng hóa, số kiện, trọng lượng và kích thước, sau đó chọn dịch vụ, bảo hiểm và thu hộ (COD).',
      },
      fees: {
        title: 'Xem trước cước phí',
        description:
          'Khi đã có cả hai quận/xã và trọng lượng, cước vận chuyển, phí bảo hiểm, phí COD và thời gian giao sẽ hiện ở đây.',
      },
      submit: {
        title: 'Gửi đơn hàng',
        description: 'Kiểm tra đơn rồi gửi. Đơn chỉ được tạo một lần, kể cả khi bạn nhấn hai lần.',
      },
    },
  },
} satisfies Translation<Texts>;
