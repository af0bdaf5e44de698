import type { Translation } from 'shared';
import type { Texts } from './entryGuide';

// The Thai texts of entryGuide.ts (fetched when Thai is chosen).
export default {
  orderEntry: {
    guide: {
      sender: {
        title: 'ผู้ส่ง',
        description: 'ระบบกรอกที่อยู่ผู้ส่งเริ่มต้นของคุณไว้แล้ว แก้ไขได้ หรือเลือกที่อยู่อื่นด้วย "เลือกจากสมุดที่อยู่"',
      },
      receiver: {
        title: 'ผู้รับ',
        description: 'กรอกชื่อ เบอร์มือถือ และที่อยู่ของผู้รับ หรือเลือกจากสมุดที่อยู่ และบันทึกลงสมุดที่อยู่ได้',
      },
      goods: {
        title: 'สินค้าและบริการ',
        description: 'ระบุสินค้า จำนวนชิ้น น้ำหนัก และขนาด จากนั้นเลือกบริการ ประกัน และการเก็บเงินปลายทาง',
      },
      fees: {
        title: 'ค่าบริการโดยประมาณ',
        description:
          'เมื่อเลือกอำเภอทั้งสองฝั่งและกรอกน้ำหนักแล้ว ค่าขนส่ง ค่าประกัน ค่าธรรมเนียม COD และระยะเวลาจัดส่งจะแสดงที่นี่',
      },
      submit: {
        title: 'ส่งออเดอร์',
        description: 'ตรวจสอบออเดอร์แล้วกดส่ง ระบบจะสร้างออเดอร์เพียงครั้งเดียวแม้คุณจะกดสองครั้ง',
      },
    },
  },
} satisfies Translation<Texts>;
