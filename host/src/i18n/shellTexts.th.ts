import type { Translation } from 'shared';
import type { Texts } from './shellTexts';

// The Thai texts of shellTexts.ts (fetched when Thai is chosen).
export default {
  shell: {
    openMenu: 'เปิดเมนู',
  },
  demo: {
    list: 'หน้ารายการ',
    pickers: 'ตัวเลือกและช่องกรอก',
    upload: 'อัปโหลด',
    display: 'วิดเจ็ตแสดงผล',
  },
  home: {
    welcome: 'ยินดีต้อนรับ {{name}}',
    customer: 'ลูกค้า: {{name}}',
    quickLinks: 'ลิงก์ด่วน',
    kpis: {
      title: '7 วันล่าสุด',
      open: 'เปิดแดชบอร์ดข้อมูล',
      created: 'ออเดอร์ที่สร้าง',
      signed: 'เซ็นรับแล้ว',
      deliverySuccess: 'อัตราจัดส่งสำเร็จ',
      codInProcess: 'COD กำลังดำเนินการ',
    },
    notices: 'การแจ้งเตือนล่าสุด',
    noNotices: 'ยังไม่มีการแจ้งเตือน',
    noLinks: 'ไม่มีหน้าที่ใช้งานได้',
    allNotices: 'การแจ้งเตือนทั้งหมด',
  },
  help: {
    open: 'ช่วยเหลือ',
    title: 'ศูนย์ช่วยเหลือ',
    search: 'ค้นหาความช่วยเหลือ',
    searchPlaceholder: 'คำค้น เช่น นำเข้า, COD',
    empty: 'ยังไม่มีบทความช่วยเหลือ',
    noMatch: 'ไม่มีบทความที่ตรงกับ “{{query}}”',
    openPage: 'เปิดหน้า: {{title}}',
    openPageShort: 'เปิดหน้า',
    openLink: 'เปิดลิงก์ (หน้าต่างใหม่): {{title}}',
    openLinkShort: 'เปิดลิงก์',
    categories: {
      orders: 'ออเดอร์และการนำเข้า',
      printing: 'การพิมพ์ใบปะหน้า',
      tracking: 'การติดตามพัสดุ',
      finance: 'COD และการเงิน',
      service: 'การเคลมและใบงาน',
      account: 'บัญชีและบัญชีย่อย',
      other: 'อื่น ๆ',
    },
  },
  warningBar: {
    label: 'ประกาศบริการ',
    close: 'ปิดประกาศ: {{title}}',
    details: 'รายละเอียด',
    more: 'เพิ่มเติม',
    less: 'ย่อ',
  },
  advert: {
    label: 'ข้อเสนอและบริการ',
    dismiss: 'ไม่ต้องแสดงอีก: {{title}}',
    more: 'ดูเพิ่มเติม',
  },
} satisfies Translation<Texts>;
