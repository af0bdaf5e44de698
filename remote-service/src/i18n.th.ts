import type { Translation } from 'shared';
import type { Texts } from './i18n';

// The Thai texts of i18n.ts (fetched when Thai is chosen).
export default {
  complaint: {
    title: 'ร้องเรียนและข้อเสนอแนะ',
  },
  pages: {
    stopGodownQuiry: 'พัสดุที่ถูกกักไว้ที่คลัง',
    returnQuiry: 'พัสดุตีกลับ',
    workOrder: 'จัดการใบงาน',
  },
  standalone: {
    title: 'โมดูลบริการ (แยกใช้งาน)',
  },
} satisfies Translation<Texts>;
