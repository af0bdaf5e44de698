import type { Translation } from 'shared';
import type { Texts } from './i18n';

// The Vietnamese texts of i18n.ts (fetched when Vietnamese is chosen).
export default {
  expressTracking: {
    title: 'Theo dõi bưu kiện',
  },
  orderEntry: {
    title: 'Tạo đơn hàng',
  },
  orderManagement: {
    title: 'Quản lý đơn hàng',
  },
  myWaybill: {
    title: 'Vận đơn của tôi',
  },
  freightInquiry: {
    title: 'Tra cứu cước phí',
  },
  orderImport: {
    title: 'Nhập đơn hàng',
  },
  fastPrinting: {
    title: 'In nhanh',
  },
  dataDashboard: {
    title: 'Bảng số liệu',
  },
  customerReport: {
    title: 'Báo cáo khách hàng',
  },
  dispatchReport: {
    title: 'Báo cáo giao hàng',
  },
  lateParcels: { title: 'Bưu kiện trễ hạn' },
  statusCheck: {
    title: 'Kiểm tra trạng thái đơn hàng',
  },
  standalone: {
    title: 'Mô-đun đơn hàng (chạy độc lập)',
  },
} satisfies Translation<Texts>;
