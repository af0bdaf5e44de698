import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  privacy: {
    version: 'ฉบับที่ {{version}}',
    intro: 'โปรดอ่านและยอมรับข้อตกลงความเป็นส่วนตัวฉบับปัจจุบันก่อนใช้งานต่อ',
    agree: 'ฉันได้อ่านและยอมรับข้อตกลงความเป็นส่วนตัวแล้ว',
    accept: 'ยอมรับและดำเนินการต่อ',
    mustAgree: 'โปรดทำเครื่องหมายในช่องเพื่อยอมรับก่อน',
    offlineTitle: 'ลงนามข้อตกลงฉบับกระดาษแล้ว?',
    offlineCode: 'รหัสข้อตกลง',
    offlineCodeRequired: 'โปรดกรอกรหัสข้อตกลง',
    offlineSubmit: 'ยืนยันข้อตกลงฉบับกระดาษ',
    offlineOther: 'รหัสนี้ไม่ใช่ข้อตกลงที่คุณต้องยอมรับ',
    logout: 'ออกจากระบบ',
    loadFailed: 'ไม่สามารถโหลดข้อตกลงความเป็นส่วนตัวได้',
    retry: 'ลองอีกครั้ง',
  },
} satisfies Translation<Texts>;
