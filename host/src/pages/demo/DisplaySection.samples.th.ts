import type { Translation } from 'shared';
import type { Texts } from './DisplaySection.samples';

// The Thai texts of DisplaySection.samples.ts (fetched when Thai is chosen).
export default {
  display: {
    cards: 'ตารางการ์ด',
    newCard: 'การ์ดใหม่',
    cardTitle: 'หัวข้อ',
    cardInfo: 'ข้อมูล',
    cardImage: 'รูปภาพ',
    previewAll: 'ดูรูปภาพทั้งหมด',
    backToTop: 'กลับขึ้นด้านบน (เลื่อนลงเกิน 400 px)',
    scrollLine: 'บรรทัด {{n}}',
    categories: 'หมวดหมู่สินค้า (ตัวแก้ไขแบบต้นไม้)',
    categoryName: 'ชื่อหมวดหมู่',
    emptyCheck: 'ตรวจสอบค่าว่าง',
    emptyCheckInput: 'พิมพ์ค่า JSON (เช่น null, {}, [], 0, "null")',
    isEmpty: 'ว่าง',
    notEmpty: 'ไม่ว่าง',
    notJson: 'ตรวจสอบเป็นข้อความ',
    drawerTip: 'ลิ้นชักจะกว้างเต็มจอเมื่อหน้าจอกว้าง 768 px หรือน้อยกว่า',
    sample: {
      parcel: 'พัสดุขนาดเล็ก',
      box: 'กล่องกระดาษ',
      pallet: 'พาเลท',
      parcelInfo: '≤ 1 kg',
      boxInfo: '1–10 kg',
      palletInfo: '> 100 kg',
    },
  },
} satisfies Translation<Texts>;
