import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  route: {
    notificationCenter: 'ศูนย์การแจ้งเตือน',
  },
  notification: {
    title: 'ศูนย์การแจ้งเตือน',
    bell: 'การแจ้งเตือน',
    bellUnread: 'การแจ้งเตือนที่ยังไม่อ่าน {{count}} รายการ',
    category: 'หมวดหมู่',
    allCategories: 'ทุกหมวดหมู่',
    categories: {
      COD: 'COD / การเงิน',
      TICKET: 'ใบงาน',
      PROBLEM_PARCEL: 'พัสดุมีปัญหา',
      CLAIM: 'การเคลม',
      SYSTEM: 'ระบบ',
      SECURITY: 'ความปลอดภัย',
    },
    readStatus: 'สถานะ',
    readStates: {
      ALL: 'ทั้งหมด',
      UNREAD: 'ยังไม่อ่าน',
      READ: 'อ่านแล้ว',
    },
    columns: {
      title: 'การแจ้งเตือน',
      category: 'หมวดหมู่',
      createdAt: 'เวลา',
      actions: 'การดำเนินการ',
    },
    unread: 'ยังไม่อ่าน',
    open: 'เปิด',
    download: 'ดาวน์โหลดไฟล์',
    markRead: 'ทำเครื่องหมายว่าอ่านแล้ว',
    markAllRead: 'ทำเครื่องหมายว่าอ่านทั้งหมด',
    markedAllRead: 'ทำเครื่องหมายว่าอ่านแล้ว {{count}} รายการ',
    noneUnread: 'ไม่มีการแจ้งเตือนที่ยังไม่อ่าน',
  },
} satisfies Translation<Texts>;
