import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  orderEntry: {
    addressBook: {
      pick: 'เลือกจากสมุดที่อยู่',
      title: {
        sender: 'เลือกที่อยู่ผู้ส่ง',
        receiver: 'เลือกที่อยู่ผู้รับ',
      },
      search: 'ค้นหาด้วยชื่อ เบอร์โทร หรือที่อยู่',
      default: 'ค่าเริ่มต้น',
      use: 'ใช้',
      empty: 'สมุดที่อยู่ว่างเปล่า',
      noMatch: 'ไม่มีที่อยู่ที่ตรงกับ "{{keyword}}"',
      loadFailed: 'ไม่สามารถโหลดสมุดที่อยู่ได้',
      retry: 'ลองอีกครั้ง',
      loadMore: 'โหลดเพิ่ม',
      saveReceiver: 'บันทึกผู้รับลงสมุดที่อยู่',
      saved: 'บันทึกผู้รับลงสมุดที่อยู่แล้ว',
      alreadySaved: 'ผู้รับนี้อยู่ในสมุดที่อยู่แล้ว',
      saveFailed: 'สร้างออเดอร์แล้ว แต่บันทึกผู้รับลงสมุดที่อยู่ไม่สำเร็จ: {{reason}}',
    },
    sections: {
      sender: 'ผู้ส่ง',
      receiver: 'ผู้รับ',
      goods: 'สินค้าและบริการ',
    },
    phoneHint: 'มือถืออินโดนีเซีย: 08…, 8…, 628… หรือ +62 8…',
    codNotAllowed: 'บัญชีของคุณไม่มีบริการเก็บเงินปลายทาง',
    customerOrderNo: 'เลขที่ออเดอร์ของลูกค้า',
    save: 'ส่งออเดอร์',
    mainAction: 'สร้างออเดอร์',
    saved: {
      title: 'สร้างออเดอร์แล้ว',
      waybill: 'เลขที่ใบนำส่ง',
      customerOrderNo: 'เลขที่ออเดอร์ของลูกค้า {{customerOrderNo}}',
      total: 'รวม {{total}}',
      duplicate: 'ร่างนี้ถูกส่งไปแล้ว นี่คือออเดอร์เดิม ไม่มีการสร้างซ้ำ',
      newOrder: 'ออเดอร์ใหม่',
      viewInManagement: 'ดูในหน้าจัดการออเดอร์',
    },
  },
} satisfies Translation<Texts>;
