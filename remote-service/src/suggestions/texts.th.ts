import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  complaint: {
    formTitle: 'ส่งเรื่องร้องเรียนหรือข้อเสนอแนะ',
    mainAction: 'ส่งเรื่องร้องเรียนหรือข้อเสนอแนะ',
    historyTitle: 'เรื่องร้องเรียนและข้อเสนอแนะของฉัน',
    kinds: {
      COMPLAINT: 'ร้องเรียน',
      SUGGESTION: 'ข้อเสนอแนะ',
    },
    categories: {
      DELIVERY_DELAY: 'จัดส่งล่าช้า',
      DAMAGED: 'พัสดุเสียหาย',
      LOST: 'พัสดุสูญหาย',
      COURIER_ATTITUDE: 'มารยาทพนักงานส่ง',
      PICKUP: 'การเข้ารับพัสดุ',
      COD: 'เก็บเงินปลายทาง',
      PRODUCT: 'บริการ',
      WEBSITE: 'เว็บไซต์',
      SERVICE: 'การบริการ',
      OTHER: 'อื่น ๆ',
    },
    statuses: {
      SUBMITTED: 'ส่งแล้ว',
      PROCESSING: 'กำลังดำเนินการ',
      REPLIED: 'ตอบกลับแล้ว',
      CLOSED: 'ปิดแล้ว',
    },
    fields: {
      kind: 'ประเภท',
      category: 'หมวดหมู่',
      billCode: 'เลขที่ใบนำส่ง (ไม่บังคับ)',
      moreBillCodes: 'ใบนำส่งเพิ่มเติม (ไม่บังคับ คั่นด้วยจุลภาค ไม่เกิน 10 เลข)',
      content: 'เนื้อหา',
      contactPhone: 'เบอร์ติดต่อ',
      createdAt: 'ส่งเมื่อ',
      status: 'สถานะ',
    },
    placeholders: {
      category: 'เลือกหมวดหมู่',
      billCode: 'JP + ตัวเลข 11 หลัก',
      content: 'อธิบายปัญหาหรือข้อเสนอแนะ (10–1000 ตัวอักษร)',
    },
    filters: {
      kind: 'ทุกประเภท',
      status: 'ทุกสถานะ',
    },
    errors: {
      category: 'โปรดเลือกหมวดหมู่',
      billCode: 'เลขที่ใบนำส่งไม่ถูกต้อง (JP + ตัวเลข 11 หลัก)',
      billCodes: 'มีเลขที่ใบนำส่งไม่ถูกต้อง (JP + ตัวเลข 11 หลัก ไม่เกิน 10 เลข)',
      contentRequired: 'โปรดกรอกเนื้อหา',
      contentLength: 'เนื้อหาต้องมี {{min}} ถึง {{max}} ตัวอักษร',
      phoneRequired: 'โปรดกรอกเบอร์ติดต่อ',
      phone: 'โปรดกรอกหมายเลขมือถืออินโดนีเซีย (08xx หรือ +628xx, 10–13 หลัก)',
    },
    submit: 'ส่ง',
    saved: 'ส่งแล้ว',
    detail: 'รายละเอียด',
    detailTitle: 'เรื่องร้องเรียนหรือข้อเสนอแนะ',
    reply: 'คำตอบจากฝ่ายบริการลูกค้า',
    noReply: 'ยังไม่มีคำตอบ',
  },
} satisfies Translation<Texts>;
