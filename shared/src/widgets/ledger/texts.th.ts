import type { Translation } from '../../i18n/i18n';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  ledger: {
    open: 'ยอดเงิน',
    title: 'ยอดเงินของใบนำส่ง {{billCode}}',
    loadFailed: 'ไม่สามารถอ่านยอดเงินของใบนำส่งนี้ได้',
    codAmount: 'ยอด COD',
    goodsValue: 'มูลค่าสินค้า',
    declaredValue: 'มูลค่าที่สำแดง (ประกัน)',
    item: 'รายการ',
    amount: 'จำนวนเงิน',
    settledIn: 'ชำระใน',
    reference: 'เลขอ้างอิง',
    noEntries: 'ใบนำส่งนี้ไม่มีค่าใช้จ่าย',
    kinds: {
      FREIGHT: 'ค่าขนส่ง',
      INSURANCE: 'ค่าประกัน',
      COUPON: 'ส่วนลดคูปอง',
      COD_FEE: 'ค่าธรรมเนียม COD',
      COD_VAT: 'PPN ของค่าธรรมเนียม COD',
      RETURN_FEE: 'ค่าตีกลับ',
      CLAIM: 'ค่าชดเชย',
      LINE_CREDIT: 'ใบลดหนี้',
    },
    settled: {
      COD_BATCH: 'รอบโอน COD {{documentNo}}',
      COD_BATCH_next: 'รอบโอน COD ถัดไป',
      STATEMENT: 'ใบแจ้งยอด {{documentNo}}',
      STATEMENT_next: 'ใบแจ้งยอดรายเดือนฉบับถัดไป',
      BANK_TRANSFER: 'โอนผ่านธนาคาร {{documentNo}}',
      BANK_TRANSFER_next: 'โอนผ่านธนาคาร (รอดำเนินการ)',
      NOWHERE: 'ไม่เรียกเก็บ',
      OPEN: 'รอบโอน COD หรือใบแจ้งยอดถัดไป',
    },
    cod: {
      title: 'COD',
      status: 'สถานะ COD',
      net: 'ยอดที่โอนให้คุณ',
      batch: 'รอบโอน COD',
      expectedPayDay: 'วันที่คาดว่าจะโอน',
      paidAt: 'โอนเมื่อ',
      transferReference: 'เลขอ้างอิงการโอน',
      statuses: {
        AWAITING_COLLECTION: 'รอเก็บเงิน',
        COLLECTED: 'เก็บเงินแล้ว',
        IN_BATCH: 'อยู่ในรอบโอน',
        REMITTED: 'โอนแล้ว',
        FAILED_TO_COLLECT: 'เก็บเงินไม่ได้',
        RETURNED: 'ตีกลับ',
        DISPUTED: 'อยู่ระหว่างโต้แย้ง',
      },
    },
    statement: {
      title: 'ใบแจ้งยอดรายเดือน',
      number: 'ใบแจ้งยอด',
      billed: 'เรียกเก็บในใบแจ้งยอด',
      settled: 'ชำระในรอบโอน COD',
    },
  },
} satisfies Translation<Texts>;
