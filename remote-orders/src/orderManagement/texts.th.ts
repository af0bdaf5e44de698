import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  orderManagement: {
    chargeable: 'น้ำหนักที่คิดค่าบริการ {{weight}}',
    feeBreakdown: 'ค่าขนส่ง {{freight}} · ค่าประกัน {{insurance}} · ค่าธรรมเนียม COD {{cod}}',
    cancel: {
      done: 'ยกเลิกออเดอร์แล้ว: {{count}}',
      refused: 'ออเดอร์ที่ยกเลิกไม่ได้: {{count}}',
      confirmOne: 'ยกเลิกออเดอร์ {{billCode}} หรือไม่',
      confirmMany: 'ยกเลิกออเดอร์ที่เลือก {{count}} รายการหรือไม่',
      irreversible: 'ออเดอร์ที่ยกเลิกแล้วไม่สามารถกู้คืนได้ ยกเลิกได้เฉพาะออเดอร์ที่ยังอยู่ในสถานะ "สร้างออเดอร์แล้ว"',
      skipped: 'ออเดอร์ที่เลือกอีก {{count}} รายการผ่านสถานะ "สร้างออเดอร์แล้ว" ไปแล้ว จึงคงไว้ตามเดิม',
      ok: 'ยกเลิกออเดอร์',
      keep: 'เก็บไว้',
    },
    address: {
      fees: {
        current: 'ค่าขนส่งปัจจุบัน',
        next: 'ค่าขนส่งใหม่',
        difference: 'ส่วนต่าง {{amount}}',
        unchanged: 'อำเภอเดิม ค่าขนส่งเท่าเดิม',
        idle: 'เลือกอำเภอเพื่อดูค่าขนส่งใหม่',
        failed: 'ไม่สามารถคำนวณค่าขนส่งใหม่ได้',
      },
      refusedTitle: 'ไม่สามารถเปลี่ยนที่อยู่ของ {{billCode}} ได้',
      title: 'เปลี่ยนผู้รับ · {{billCode}}',
      save: 'บันทึกที่อยู่',
      done: 'เปลี่ยนที่อยู่แล้ว',
      freightChanged: 'ค่าขนส่งเปลี่ยนแปลง',
      freightSame: 'ค่าขนส่งไม่เปลี่ยนแปลง',
      phoneHint: 'หมายเลขถูกซ่อนในรายการ ({{phone}}) โปรดพิมพ์ให้ครบ',
      useCurrentPhone: 'ใช้หมายเลขปัจจุบัน',
    },
  },
} satisfies Translation<Texts>;
