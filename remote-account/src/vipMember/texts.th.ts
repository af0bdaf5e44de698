import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  member: {
    mainAction: 'แลกคะแนน',
    level: {
      title: 'ระดับสมาชิก',
      growth: 'คะแนนสะสมระดับ {{growth}}',
      toNext: 'อีก {{growth}} คะแนนสะสมเพื่อเลื่อนเป็น {{level}}',
      top: 'คุณอยู่ในระดับสูงสุดแล้ว',
    },
    points: {
      title: 'คะแนนของฉัน',
      balance: 'คะแนนที่ใช้ได้',
      expiring: '{{points}} คะแนนจะหมดอายุวันที่ {{date}}',
    },
    goods: {
      title: 'ร้านแลกคะแนน',
      cost: '{{points}} คะแนน',
      stock: 'คงเหลือ {{stock}}',
      exchange: 'แลก',
      unavailable: 'ไม่พร้อมให้แลก',
      soldOut: 'หมดแล้ว',
    },
    exchange: {
      title: 'แลก: {{name}}',
      quantity: 'จำนวน',
      total: 'รวม {{points}} คะแนน',
      next: 'ถัดไป',
      confirm: 'ยืนยันการแลก',
      pointsAfter: 'คงเหลือ {{points}} คะแนนหลังการแลก',
      refused: 'ไม่สามารถแลกได้ในขณะนี้',
      done: 'แลกแล้ว',
      delivery: {
        title: 'การจัดส่ง (สินค้าจะถูกส่งไปยังที่อยู่นี้)',
        name: 'ผู้รับ',
        phone: 'หมายเลขมือถือ',
        address: 'ที่อยู่เต็ม',
        addressPlaceholder: 'ถนนและบ้านเลขที่ อำเภอ เมือง รหัสไปรษณีย์',
        required: 'จำเป็นต้องกรอก: สินค้าจะถูกส่งไปยังที่อยู่นี้',
        phoneInvalid: 'ไม่ใช่หมายเลขมือถืออินโดนีเซีย (08… หรือ +62 8…)',
        addressShort: 'โปรดกรอกที่อยู่ให้ครบ (อย่างน้อย {{min}} ตัวอักษร)',
      },
      reasons: {
        GOODS_DISABLED: 'ไม่สามารถแลกสินค้านี้ได้ในขณะนี้',
        OUT_OF_STOCK: 'สินค้าคงเหลือไม่พอ',
        INSUFFICIENT_POINTS: 'คะแนนไม่พอ',
      },
    },
    records: {
      title: 'ประวัติการแลก',
      createdAt: 'แลกเมื่อ',
      goods: 'สินค้า',
      quantity: 'จำนวน',
      pointsSpent: 'คะแนนที่ใช้',
      status: 'สถานะ',
      delivery: 'ที่อยู่จัดส่ง',
      statuses: {
        SUBMITTED: 'ส่งแล้ว',
        SHIPPED: 'จัดส่งแล้ว',
        COMPLETED: 'เสร็จสิ้น',
        CANCELLED: 'ยกเลิกแล้ว',
      },
    },
    ledger: {
      title: 'รายการเคลื่อนไหวคะแนน',
      createdAt: 'เวลา',
      change: 'การเปลี่ยนแปลง',
      reason: 'เหตุผล',
      expiresAt: 'หมดอายุ',
      reasons: {
        EARN: 'ได้รับจากออเดอร์',
        ORDER: 'ได้รับจากออเดอร์',
        EXCHANGE: 'แลกแล้ว',
        EXPIRE: 'หมดอายุ',
        ADJUST: 'ปรับปรุง',
        REFUND: 'คืนคะแนนจากการแลก',
      },
    },
  },
} satisfies Translation<Texts>;
