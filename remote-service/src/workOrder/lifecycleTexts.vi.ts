import type { Translation } from 'shared';
import type { Texts } from './lifecycleTexts';

// The Vietnamese texts of lifecycleTexts.ts (fetched when Vietnamese is chosen).
export default {
  lifecycle: {
    assignee: 'Người phụ trách',
    unassigned: 'Chưa phân công',
    escalated: 'Chuyển cấp lúc {{time}}',
    attachments: 'Tệp đính kèm',
    claim: {
      detail: 'Chi tiết',
      title: 'Yêu cầu bồi thường {{claimNo}}',
      request: 'Bộ phận xử lý yêu cầu',
      documents: 'Chứng từ',
      addDocuments: 'Bổ sung chứng từ',
      documentsNote: 'Ghi chú',
      documentsSent: 'Đã gửi chứng từ; yêu cầu bồi thường sẽ được xem xét lại',
      appeal: 'Khiếu nại lại',
      appealReason: 'Lý do khiếu nại lại (ít nhất 10 ký tự)',
      appealSent: 'Đã gửi khiếu nại lại',
      appealed: 'Khiếu nại lại',
      payoutReference: 'Mã giao dịch chuyển khoản',
      paidAt: 'Thanh toán lúc',
      decidedAt: 'Quyết định lúc',
      send: 'Gửi',
      required: 'Bắt buộc',
    },
  },
} satisfies Translation<Texts>;
