import type { Translation } from 'shared';
import type { Texts } from './PickerSection.texts';

// The Thai texts of PickerSection.texts.ts (fetched when Thai is chosen).
export default {
  pickers: {
    networkScoped: 'ตัวเลือกสาขา (สาขาของตนเอง แบบต้นไม้ + ค้นหา ถามก่อนล้างค่า)',
    networkAll: 'ตัวเลือกสาขา (ทุกสาขา รายการแบ่งหน้า)',
    scopedTo: 'ขอบเขต: {{name}}',
    single: 'ตัวเลือกเดียว (ประเภทระยะเวลาบริการ)',
    dimension: 'ตัวเลือกช่วง (ช่วงน้ำหนัก)',
    region: 'ตัวเลือกแบบลำดับขั้น (จังหวัด → เมือง → อำเภอ)',
    province: 'จังหวัด',
    regency: 'เมือง / เขตปกครอง',
    district: 'อำเภอ',
    remote: 'ตัวเลือกค้นหาจากเซิร์ฟเวอร์ (ค้นหาสาขา)',
    limited: 'จำกัดการเลือกหลายรายการ (ค่าเริ่มต้น 99 ที่นี่ 3)',
    number: 'ช่องตัวเลข (ทศนิยม 0 ขั้นละ 1)',
    thousands: 'ช่องตัวเลขหลักพัน',
    phone: 'ข้อความเบอร์โทร (3-4-4)',
    dateRange: 'ช่วงวันที่พร้อมตัวเลือกด่วน',
    value: 'ค่าปัจจุบัน',
    empty: '(ว่าง)',
    goodsTypes: ['เสื้อผ้า', 'อิเล็กทรอนิกส์', 'เอกสาร', 'อาหาร', 'เครื่องสำอาง'],
  },
} satisfies Translation<Texts>;
