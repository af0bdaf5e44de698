import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  keyword: 'ชื่อ เบอร์โทร หรือที่อยู่',
  mainAction: 'เพิ่มที่อยู่',
  columns: {
    name: 'ชื่อ',
    phone: 'โทรศัพท์',
    province: 'จังหวัด',
    city: 'เมือง',
    district: 'อำเภอ',
    address: 'ที่อยู่',
    postalCode: 'รหัสไปรษณีย์',
    isDefault: 'ค่าเริ่มต้น',
  },
  defaultTag: 'ค่าเริ่มต้น',
  saved: 'บันทึกที่อยู่แล้ว',
  deleted: 'ลบที่อยู่แล้ว',
  deletedAll: 'ลบที่อยู่แล้ว {{count}} รายการ',
  showPhone: 'แสดง',
  actions: {
    add: 'ที่อยู่ใหม่',
    edit: 'แก้ไข',
    delete: 'ลบ',
    deleteAll: 'ลบทั้งหมด',
    setDefault: 'ตั้งเป็นค่าเริ่มต้น',
    template: 'ดาวน์โหลดเทมเพลต',
    import: 'นำเข้า',
    export: 'ส่งออก',
  },
  confirm: {
    delete: 'ลบที่อยู่ของ {{name}} หรือไม่',
    deleteAll: 'ลบที่อยู่ทั้งหมด {{count}} รายการในสมุดนี้หรือไม่ การดำเนินการนี้ย้อนกลับไม่ได้',
  },
  form: {
    addTitle: 'ที่อยู่ใหม่',
    editTitle: 'แก้ไขที่อยู่',
    name: 'ชื่อ',
    phone: 'หมายเลขมือถือ',
    province: 'จังหวัด',
    city: 'เมือง',
    district: 'อำเภอ',
    address: 'ที่อยู่',
    postalCode: 'รหัสไปรษณีย์',
    isDefault: 'ตั้งเป็นที่อยู่เริ่มต้น',
    required: 'โปรดกรอก{{field}}',
  },
  import: {
    title: 'นำเข้าที่อยู่',
    hint: 'เฉพาะ xlsx ไม่เกิน 5 MB และใช้คอลัมน์ตามเทมเพลต',
    choose: 'เลือกไฟล์',
    wrongType: 'โปรดเลือกไฟล์ xlsx',
    tooLarge: 'ไฟล์ต้องมีขนาดไม่เกิน 5 MB',
    result: '{{total}} แถว: นำเข้า {{imported}}, มีอยู่ในสมุดแล้ว {{duplicates}}, มีข้อผิดพลาด {{errors}}',
    row: 'แถว {{rowNo}}',
  },
} satisfies Translation<Texts>;
