import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  lateParcels: {
    period: 'เวลาเข้ารับพัสดุ',
    kind: 'ประเภท',
    product: 'บริการ',
    kinds: { SIGNED_LATE: 'เซ็นรับล่าช้า', UNDELIVERED: 'ยังไม่เซ็นรับ เกินกำหนด SLA' },
    cards: {
      signedLate: 'เซ็นรับล่าช้า',
      signedLateFormula:
        'พัสดุที่เข้ารับในช่วงเวลาที่เลือกและเซ็นรับหลังวันครบกำหนด SLA (นับวันทำการ ไม่รวมวันอาทิตย์และวันหยุดนักขัตฤกษ์)',
      undelivered: 'ยังไม่เซ็นรับ เกินกำหนด SLA',
      undeliveredFormula: 'พัสดุที่เข้ารับในช่วงเวลาที่เลือก ยังไม่ได้เซ็นรับ และวันนี้เลยวันครบกำหนด SLA แล้ว',
      claimTotal: 'ยอดเคลมที่จะได้รับ',
      claimTotalFormula:
        'ผลรวมของยอดเคลมสูงสุดที่พัสดุล่าช้าแต่ละชิ้นจะได้รับตามกฎการเคลม (ประกัน, จำนวนเท่าของค่าขนส่ง, เพดานสูงสุด)',
    },
    columns: {
      billCode: 'เลขที่ใบนำส่ง',
      kind: 'ประเภท',
      statusLabel: 'สถานะ',
      productType: 'บริการ',
      receiverCity: 'เมืองผู้รับ',
      pickedUpAt: 'เข้ารับพัสดุ',
      dueDay: 'วันครบกำหนด SLA',
      signedAt: 'เซ็นรับ',
      daysLate: 'วันทำการที่ล่าช้า',
      claimAmount: 'ยอดเคลมที่จะได้รับ',
    },
    claim: 'ยื่นเคลม',
    export: 'ส่งออก',
    forecast: {
      title: 'การคาดการณ์บทลงโทษจากมาร์เก็ตเพลส',
      intro:
        'ออเดอร์ของผู้ขายบนมาร์เก็ตเพลส: อัตราการส่งสินค้าล่าช้า (สแกนเข้ารับพัสดุครั้งแรกเกิน {{days}} วันทำการหลังสั่งซื้อ) ในรอบเวลาต่อเนื่องของแต่ละมาร์เก็ตเพลส เทียบกับเกณฑ์ที่มาร์เก็ตเพลสประกาศ (ค่าเริ่มต้น)',
      marketplace: 'มาร์เก็ตเพลส',
      window: 'รอบเวลา',
      windowDays: '{{days}} วันล่าสุด',
      orders: 'ออเดอร์',
      late: 'ส่งสินค้าล่าช้า',
      lateRate: 'อัตราการส่งสินค้าล่าช้า',
      penaltyRate: 'เกณฑ์บทลงโทษ',
      state: 'การคาดการณ์',
      states: { OK: 'ปลอดภัย', AT_RISK: 'ใกล้ถึงเกณฑ์', OVER: 'เกินเกณฑ์', NO_DATA: 'ไม่มีข้อมูล' },
      summary: 'อัตราการส่งสินค้าล่าช้าเทียบกับเกณฑ์: {{parts}}',
    },
  },
} satisfies Translation<Texts>;
