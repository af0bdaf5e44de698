import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  route: {
    profile: 'โปรไฟล์',
    changePassword: 'เปลี่ยนรหัสผ่าน',
  },
  layout: {
    profile: 'โปรไฟล์',
  },
  profile: {
    title: 'โปรไฟล์',
    account: 'บัญชี',
    userName: 'ชื่อ',
    phone: 'โทรศัพท์',
    customer: 'ลูกค้า',
    createdAt: 'วันที่ลงทะเบียน',
    role: 'บทบาท',
    admin: 'บัญชีหลัก',
    subAccount: 'บัญชีย่อย',
    edit: 'แก้ไขข้อมูล',
    save: 'บันทึก',
    saved: 'บันทึกโปรไฟล์แล้ว',
    userNameRequired: 'โปรดกรอกชื่อ',
    phoneInvalid: 'โปรดกรอกหมายเลขโทรศัพท์ที่ถูกต้อง',
    mail: 'อีเมลที่ผูกไว้',
    noMail: 'ยังไม่ได้ผูกอีเมล',
    verified: 'ยืนยันแล้ว',
    unverified: 'ยังไม่ยืนยัน',
    resend: 'ส่งอีเมลยืนยันอีกครั้ง',
    resent: 'ส่งอีเมลยืนยันแล้ว',
    bind: 'ผูกอีเมล',
    changeMail: 'เปลี่ยนอีเมล',
    newMail: 'อีเมลใหม่',
    mailRequired: 'โปรดกรอกอีเมลที่ถูกต้อง',
    sendCode: 'ส่งรหัส',
    codeSent: 'ส่งรหัสไปที่ {{mail}} แล้ว',
    code: 'รหัสทางอีเมล',
    codeRequired: 'โปรดกรอกรหัส 6 หลัก',
    confirmMail: 'ยืนยันการผูก',
    mailBound: 'ผูกและยืนยันอีเมลแล้ว',
    cancel: 'ยกเลิก',
    changePassword: 'เปลี่ยนรหัสผ่าน',
    loadFailed: 'ไม่สามารถโหลดโปรไฟล์ได้',
  },
  changePassword: {
    title: 'เปลี่ยนรหัสผ่าน',
    hint: 'การเข้าสู่ระบบบนอุปกรณ์และเบราว์เซอร์อื่นจะสิ้นสุดลง ส่วนที่นี่ยังคงเข้าสู่ระบบอยู่',
    success: 'เปลี่ยนรหัสผ่านแล้ว การเข้าสู่ระบบอื่นของคุณสิ้นสุดลงแล้ว',
  },
} satisfies Translation<Texts>;
