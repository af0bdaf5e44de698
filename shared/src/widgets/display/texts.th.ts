import type { Translation } from '../../i18n/i18n';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  display: {
    previous: 'ก่อนหน้า',
    next: 'ถัดไป',
    close: 'ปิด',
    imagePreview: 'ดูตัวอย่างรูปภาพ',
    backToTop: 'กลับขึ้นด้านบน',
    add: 'เพิ่ม',
    confirm: 'ยืนยัน',
    cancel: 'ยกเลิก',
    addRoot: 'เพิ่มโหนดราก',
    addChild: 'เพิ่มโหนดย่อย',
    edit: 'แก้ไข',
    delete: 'ลบ',
    save: 'บันทึก',
    nodeName: 'ชื่อ',
    savedSuccessfully: 'บันทึกสำเร็จ',
    missingAction: 'คุณดูหน้านี้ได้ แต่ไม่สามารถ{{action}}ได้ โปรดขอสิทธิ์จากผู้ดูแลบัญชีของคุณ',
    missingActionAdd: 'เพิ่มรายการ',
  },
} satisfies Translation<Texts>;
