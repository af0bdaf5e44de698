import type { Translation } from '../../i18n/i18n';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  report: {
    period: 'ช่วงเวลา',
    periods: {
      TODAY: 'วันนี้',
      YESTERDAY: 'เมื่อวาน',
      LAST_7_DAYS: '7 วันล่าสุด',
      LAST_30_DAYS: '30 วันล่าสุด',
      CUSTOM: 'กำหนดเอง',
    },
    customRange: 'กำหนดช่วงวันที่เอง',
    rangeNeeded: 'เลือกวันเริ่มต้นและวันสิ้นสุด',
    rangeReversed: 'วันสิ้นสุดต้องไม่อยู่ก่อนวันเริ่มต้น',
    rangeTooLong: 'เลือกช่วงได้สูงสุด 90 วัน',
    previous: 'ช่วงก่อนหน้า {{value}}',
    change: 'เปลี่ยนแปลง {{value}}',
    noChange: 'เปลี่ยนแปลง --',
    formula: 'สูตรคำนวณ: {{title}}',
    drillDown: 'ดูรายการพัสดุ: {{title}}',
    empty: 'ไม่มีข้อมูลในช่วงเวลานี้',
    chart: 'แผนภูมิ',
    table: 'ตาราง',
    view: 'รูปแบบการแสดง {{title}}',
    loadFailed: 'โหลดรายงานไม่สำเร็จ',
    export: 'ส่งออก',
    views: {
      label: 'มุมมองที่บันทึกไว้',
      placeholder: 'เปิดมุมมองที่บันทึกไว้',
      save: 'บันทึกมุมมอง',
      rename: 'เปลี่ยนชื่อ',
      delete: 'ลบ',
      saveTitle: 'บันทึกตัวกรองปัจจุบันเป็นมุมมอง',
      renameTitle: 'เปลี่ยนชื่อมุมมอง "{{name}}"',
      name: 'ชื่อมุมมอง',
      nameNeeded: 'กรุณาใส่ชื่อมุมมอง',
      deleteConfirm: 'ลบมุมมอง "{{name}}" หรือไม่?',
      saved: 'บันทึกมุมมอง "{{name}}" แล้ว',
      renamed: 'เปลี่ยนชื่อมุมมองเป็น "{{name}}" แล้ว',
      deleted: 'ลบมุมมอง "{{name}}" แล้ว',
    },
  },
} satisfies Translation<Texts>;
