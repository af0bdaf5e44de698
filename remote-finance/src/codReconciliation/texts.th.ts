import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  commission: {
    detail: 'รายละเอียด',
    detailTitle: 'รายละเอียดค่าธรรมเนียม',
    columns: {
      billCode: 'เลขที่ใบนำส่ง',
      feeBase: 'ฐานค่าธรรมเนียม',
      rate: 'อัตรา',
      minFee: 'ค่าธรรมเนียมขั้นต่ำ',
      fee: 'ค่าธรรมเนียม',
      vat: 'ภาษีมูลค่าเพิ่ม',
      total: 'รวม',
      status: 'สถานะ',
      deliveredAt: 'จัดส่งสำเร็จเมื่อ',
      batchNo: 'เลขที่รอบโอน',
    },
    statuses: {
      UNBILLED: 'ยังไม่เรียกเก็บ',
      BILLED: 'เรียกเก็บแล้ว',
      DEDUCTED: 'หักแล้ว',
      REVERSED: 'กลับรายการแล้ว',
    },
    totals: {
      count: 'จำนวนพัสดุ',
    },
  },
} satisfies Translation<Texts>;
