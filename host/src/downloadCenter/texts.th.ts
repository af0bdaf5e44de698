import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  route: {
    downloadCenter: 'ศูนย์ดาวน์โหลด',
  },
  downloadCenter: {
    title: 'ศูนย์ดาวน์โหลด',
    badge: 'ศูนย์ดาวน์โหลด',
    badgeActive: 'กำลังจัดเตรียมไฟล์ส่งออก {{count}} รายการ',
    columns: {
      typeTitle: 'ประเภท',
      filterSummary: 'ตัวกรอง',
      requestedAt: 'เวลาที่ขอ',
      status: 'สถานะ',
      progress: 'ความคืบหน้า',
      rowCount: 'จำนวนแถว',
      sizeBytes: 'ขนาด',
      expiresAt: 'หมดอายุ',
    },
    statuses: {
      QUEUED: 'อยู่ในคิว',
      RUNNING: 'กำลังจัดเตรียม',
      COMPLETED: 'เสร็จสิ้น',
      FAILED: 'ล้มเหลว',
      EXPIRED: 'หมดอายุ',
    },
    noFilter: 'ทั้งหมด',
    rowsOf: '{{done}} จาก {{total}} แถว',
    rowsDone: 'เขียนแล้ว {{done}} แถว',
    download: 'ดาวน์โหลด',
    downloadFailed: 'ดาวน์โหลดไม่สำเร็จ โปรดลองอีกครั้ง',
    refreshing: 'ไฟล์ส่งออกที่กำลังจัดเตรียมจะรีเฟรชเอง',
  },
} satisfies Translation<Texts>;
