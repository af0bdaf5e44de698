import type { Translation } from 'shared';
import type { Texts } from './homeGuide';

// The Thai texts of homeGuide.ts (fetched when Thai is chosen).
export default {
  homeGuide: {
    welcome: {
      title: 'ยินดีต้อนรับสู่แพลตฟอร์มบริการลูกค้า',
      description: 'นี่คือหน้าแรกของคุณ กด "คำแนะนำการใช้งานหน้านี้" ทางขวาเพื่อดูคำแนะนำนี้อีกครั้งได้ทุกเมื่อ',
    },
    quickLinks: {
      title: 'ลิงก์ด่วน',
      description: 'ทุกหน้าที่คุณเปิดได้อยู่ที่นี่ เช่น สร้างออเดอร์ จัดการออเดอร์ และติดตามพัสดุ',
    },
    notices: {
      title: 'ประกาศ',
      description: 'ประกาศสำคัญ เช่น ตารางวันหยุดและการเปลี่ยนแปลงบริการ จะแสดงที่นี่',
    },
    header: {
      title: 'การแจ้งเตือนและบัญชีของคุณ',
      description: 'กระดิ่งแสดงการแจ้งเตือนที่ยังไม่ได้อ่าน ชื่อของคุณใช้เปิดโปรไฟล์ เปลี่ยนรหัสผ่าน และออกจากระบบ',
    },
  },
} satisfies Translation<Texts>;
