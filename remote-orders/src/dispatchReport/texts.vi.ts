import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  dispatchReport: {
    groupBy: 'Nhóm theo',
    groupings: { DAY: 'Ngày', WEEK: 'Tuần', MONTH: 'Tháng' },
    product: 'Dịch vụ',
    allProducts: 'Tất cả dịch vụ',
    bucket: 'Kỳ',
    signer: 'Người ký nhận',
    city: 'Thành phố',
    parcels: 'Số bưu kiện',
    signers: {
      title: 'Người ký nhận',
      summary: '{{total}} bưu kiện được ký nhận từ {{from}} đến {{to}}: {{parts}}',
    },
    cities: {
      title: '10 thành phố ký nhận nhiều nhất',
      summary: 'Các thành phố có nhiều bưu kiện được ký nhận nhất: {{parts}}',
    },
    sign: {
      title: 'Bưu kiện đã ký nhận',
      summary: '{{total}} bưu kiện được ký nhận từ {{from}} đến {{to}}',
      signed: 'Đã ký nhận',
    },
    status: {
      title: 'Trạng thái giao hàng',
      summary:
        'Giao hàng từ {{from}} đến {{to}}: {{outForDelivery}} đang giao, {{held}} đang lưu kho, {{delivered}} đã giao, {{returning}} đang chuyển hoàn, {{returned}} đã chuyển hoàn',
      outForDelivery: 'Đang giao',
      held: 'Đang lưu kho',
      delivered: 'Đã giao',
      returning: 'Đang chuyển hoàn',
      returned: 'Đã chuyển hoàn',
    },
    growth: {
      title: 'Tăng trưởng so với kỳ trước',
      created: 'Đã tạo đơn',
      signed: 'Đã ký nhận',
      value: '{{what}}',
      previous: '{{what}} (kỳ trước)',
      change: 'Thay đổi {{what}}',
    },
  },
} satisfies Translation<Texts>;
