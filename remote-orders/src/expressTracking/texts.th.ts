import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  expressTracking: {
    inputLabel: 'เลขที่ใบนำส่ง',
    inputPlaceholder: 'บรรทัดละหนึ่งเลข หรือคั่นด้วยจุลภาคหรือเว้นวรรค สูงสุด 50 เลข',
    counter: '{{count}} / 50 เลข',
    query: 'ค้นหา',
    clear: 'ล้าง',
    errors: {
      empty: 'กรอกเลขที่ใบนำส่งอย่างน้อยหนึ่งเลข',
      tooMany: 'ค้นหาได้สูงสุด 50 เลข คุณกรอก {{count}} เลข',
      malformed: 'เลขที่ใบนำส่งต่อไปนี้ไม่ถูกต้อง (JP + ตัวเลข 11 หลัก): {{codes}}',
    },
    notQueried: 'ยังไม่ได้ค้นหา',
    querying: 'กำลังค้นหา...',
    notFound: 'ไม่พบ ({{count}})',
    waybills: 'ใบนำส่ง ({{count}})',
  },
} satisfies Translation<Texts>;
