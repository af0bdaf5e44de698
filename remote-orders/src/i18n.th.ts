import type { Translation } from 'shared';
import type { Texts } from './i18n';

// The Thai texts of i18n.ts (fetched when Thai is chosen).
export default {
  expressTracking: {
    title: 'ติดตามพัสดุ',
  },
  orderEntry: {
    title: 'สร้างออเดอร์',
  },
  orderManagement: {
    title: 'จัดการออเดอร์',
  },
  myWaybill: {
    title: 'ใบนำส่งของฉัน',
  },
  freightInquiry: {
    title: 'เช็กค่าขนส่ง',
  },
  orderImport: {
    title: 'นำเข้าออเดอร์',
  },
  fastPrinting: {
    title: 'พิมพ์ด่วน',
  },
  dataDashboard: {
    title: 'แดชบอร์ดข้อมูล',
  },
  customerReport: {
    title: 'รายงานลูกค้า',
  },
  dispatchReport: {
    title: 'รายงานการนำจ่าย',
  },
  lateParcels: { title: 'พัสดุล่าช้า' },
  statusCheck: {
    title: 'ตรวจสอบสถานะคำสั่งซื้อ',
  },
  standalone: {
    title: 'โมดูลออเดอร์ (แยกใช้งาน)',
  },
} satisfies Translation<Texts>;
