import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  returns: {
    title: 'พัสดุตีกลับ',
    confirmations: {
      PENDING: 'รอยืนยัน',
      CONFIRMED: 'ได้รับแล้ว',
      REJECTED: 'ปฏิเสธแล้ว',
    },
    statuses: {
      RETURNING: 'กำลังตีกลับ',
      RETURNED: 'ตีกลับแล้ว',
    },
    faults: {
      COURIER: 'บริษัทขนส่ง',
      SHIPPER: 'ผู้ส่ง',
      RECEIVER: 'ผู้รับ',
    },
    decisions: {
      SHIPPER: 'ผู้ส่งตัดสินใจ',
      DEADLINE: 'เลยกำหนดเวลา',
      ATTEMPTS: 'ครบจำนวนครั้งที่นำส่ง',
      COURIER: 'บริษัทขนส่ง',
    },
    columns: {
      billCode: 'ใบนำส่ง',
      returnBillCode: 'ใบนำส่งตีกลับ',
      reasonName: 'สาเหตุ',
      faultGroup: 'ฝ่ายที่รับผิดชอบ',
      returnFee: 'ค่าตีกลับ',
      decision: 'การตัดสินใจ',
      status: 'สถานะ',
      receivedAt: 'ได้รับเมื่อ',
      confirmation: 'การยืนยัน',
    },
    search: {
      billCode: 'ใบนำส่งหรือใบนำส่งตีกลับ',
    },
    waived: 'ยกเว้นค่าบริการ',
    confirm: 'ยืนยันการรับ',
    reject: 'ปฏิเสธ',
    export: 'ส่งออก',
    confirmTitle: 'ยืนยันว่าคุณได้รับพัสดุตีกลับของ {{billCode}} แล้วหรือไม่',
    confirmBody: 'เป็นการยืนยันว่าใบนำส่งตีกลับ {{returnBillCode}} ถึงมือคุณแล้ว และไม่สามารถปฏิเสธได้ภายหลัง',
    cancel: 'ยกเลิก',
    confirmed: 'ยืนยันการรับแล้ว',
    rejected: 'ปฏิเสธแล้ว: เปิดใบงาน {{ticketNo}}',
    rejectTitle: 'ปฏิเสธพัสดุตีกลับ',
    reason: 'เหตุผล',
    photos: 'รูปภาพ',
    phone: 'เบอร์ติดต่อ',
    required: 'จำเป็นต้องกรอก',
    submit: 'ส่ง',
  },
} satisfies Translation<Texts>;
