import type { Translation } from 'shared';
import type { Texts } from './i18n';

// The Thai texts of i18n.ts (fetched when Thai is chosen).
export default {
  customerData: {
    addTitle: 'ส่งข้อมูลลูกค้า',
    editTitle: 'แก้ไขข้อมูลลูกค้า',
    examineTitle: 'ตรวจสอบข้อมูลลูกค้า',
  },
  addressBook: {
    senderTitle: 'ที่อยู่ผู้ส่ง',
    receiverTitle: 'ที่อยู่ผู้รับ',
  },
  authority: {
    title: 'จัดการบัญชีย่อย',
  },
  member: {
    title: 'แลกคะแนนสมาชิก',
  },
  standalone: {
    title: 'โมดูลบัญชี (แยกใช้งาน)',
  },
} satisfies Translation<Texts>;
