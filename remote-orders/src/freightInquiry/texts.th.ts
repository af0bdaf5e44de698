import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  freightInquiry: {
    origin: 'อำเภอต้นทาง',
    destination: 'อำเภอปลายทาง',
    searchPlaceholder: 'พิมพ์ชื่อหรือรหัสอำเภอ',
    typeToSearch: 'พิมพ์เพื่อค้นหา',
    inquire: 'ดูอัตราค่าขนส่ง',
    empty: 'เลือกอำเภอและกรอกน้ำหนักเพื่อดูอัตราค่าขนส่ง',
    route: 'เส้นทาง',
    zone: 'โซน',
    available: 'ให้บริการ',
    columns: {
      product: 'บริการ',
      freight: 'ค่าขนส่ง',
      billableWeight: 'น้ำหนักที่เรียกเก็บ',
      serviceDays: 'ระยะเวลาจัดส่ง',
      available: 'การให้บริการ',
    },
  },
} satisfies Translation<Texts>;
