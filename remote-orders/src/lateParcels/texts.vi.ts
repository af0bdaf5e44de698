import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  lateParcels: {
    period: 'Thời gian lấy hàng',
    kind: 'Loại',
    product: 'Dịch vụ',
    kinds: { SIGNED_LATE: 'Ký nhận trễ', UNDELIVERED: 'Chưa giao, quá SLA' },
    cards: {
      signedLate: 'Ký nhận trễ',
      signedLateFormula:
        'bưu kiện được lấy hàng trong kỳ và được ký nhận sau ngày SLA (tính theo ngày làm việc: không tính Chủ nhật và ngày lễ)',
      undelivered: 'Chưa giao, quá SLA',
      undeliveredFormula: 'bưu kiện được lấy hàng trong kỳ, chưa được ký nhận và hôm nay đã quá ngày SLA',
      claimTotal: 'Số tiền bồi thường',
      claimTotalFormula:
        'tổng số tiền tối đa mà yêu cầu bồi thường cho mỗi bưu kiện trễ có thể nhận, theo quy tắc bồi thường (bảo hiểm, bội số cước, mức trần)',
    },
    columns: {
      billCode: 'Mã vận đơn',
      kind: 'Loại',
      statusLabel: 'Trạng thái',
      productType: 'Dịch vụ',
      receiverCity: 'Thành phố nhận',
      pickedUpAt: 'Lấy hàng',
      dueDay: 'Ngày SLA',
      signedAt: 'Ký nhận',
      daysLate: 'Số ngày làm việc trễ',
      claimAmount: 'Số tiền bồi thường',
    },
    claim: 'Yêu cầu bồi thường',
    export: 'Xuất',
    forecast: {
      title: 'Dự báo phạt từ sàn thương mại điện tử',
      intro:
        'Đơn hàng của người bán trên sàn thương mại điện tử: tỷ lệ giao hàng trễ (lần quét lấy hàng đầu tiên muộn hơn {{days}} ngày làm việc sau khi đặt hàng) trong chu kỳ trượt của từng sàn, so với ngưỡng sàn công bố (giá trị mặc định).',
      marketplace: 'Sàn',
      window: 'Chu kỳ',
      windowDays: '{{days}} ngày gần nhất',
      orders: 'Đơn hàng',
      late: 'Giao hàng trễ',
      lateRate: 'Tỷ lệ giao hàng trễ',
      penaltyRate: 'Ngưỡng phạt',
      state: 'Dự báo',
      states: { OK: 'An toàn', AT_RISK: 'Gần ngưỡng', OVER: 'Vượt ngưỡng', NO_DATA: 'Không có dữ liệu' },
      summary: 'Tỷ lệ giao hàng trễ so với ngưỡng: {{parts}}',
    },
  },
} satisfies Translation<Texts>;
