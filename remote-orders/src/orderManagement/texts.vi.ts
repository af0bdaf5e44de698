import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  orderManagement: {
    chargeable: 'Trọng lượng tính cước {{weight}}',
    feeBreakdown: 'Cước {{freight}} · bảo hiểm {{insurance}} · phí COD {{cod}}',
    cancel: {
      done: 'Đã hủy đơn: {{count}}',
      refused: 'Đơn không hủy được: {{count}}',
      confirmOne: 'Hủy đơn {{billCode}}?',
      confirmMany: 'Hủy {{count}} đơn đã chọn?',
      irreversible: 'Đơn đã hủy không thể khôi phục. Chỉ hủy được các đơn còn ở trạng thái "Đã tạo đơn".',
      skipped: '{{count}} đơn đã chọn còn lại đã qua trạng thái "Đã tạo đơn": giữ nguyên.',
      ok: 'Hủy đơn',
      keep: 'Giữ lại',
    },
    address: {
      fees: {
        current: 'Cước hiện tại',
        next: 'Cước mới',
        difference: 'Chênh lệch {{amount}}',
        unchanged: 'Cùng quận/xã: cước không đổi',
        idle: 'Chọn quận/xã để xem cước mới',
        failed: 'Không tính được cước mới',
      },
      refusedTitle: 'Không thể đổi địa chỉ của {{billCode}}',
      title: 'Đổi người nhận · {{billCode}}',
      save: 'Lưu địa chỉ',
      done: 'Đã đổi địa chỉ',
      freightChanged: 'cước đã thay đổi',
      freightSame: 'cước không đổi',
      phoneHint: 'Số điện thoại bị ẩn trong danh sách ({{phone}}): vui lòng nhập đầy đủ.',
      useCurrentPhone: 'Dùng số hiện tại',
    },
  },
} satisfies Translation<Texts>;
