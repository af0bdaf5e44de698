import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  mailLogin: {
    switchToMail: 'เข้าสู่ระบบด้วยรหัสทางอีเมล',
    switchToPassword: 'เข้าสู่ระบบด้วยรหัสผ่าน',
    code: 'รหัสทางอีเมล',
    codeRequired: 'โปรดกรอกรหัส 6 หลักจากอีเมล',
    send: 'ส่งรหัส',
    sent: 'หากบัญชีมีอีเมลที่ยืนยันแล้ว รหัสได้ถูกส่งไปยังอีเมลนั้น',
    accountFirst: 'โปรดกรอกบัญชีก่อน',
    submit: 'เข้าสู่ระบบ',
  },
} satisfies Translation<Texts>;
