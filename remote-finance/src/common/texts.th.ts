import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  codBill: {
    cards: {
      held: 'ยอดที่เก็บไว้ (เก็บเงินแล้ว)',
      inProcess: 'อยู่ระหว่างดำเนินการ',
      paidThisMonth: 'โอนแล้วเดือนนี้',
    },
    columns: {
      billCode: 'เลขที่ใบนำส่ง',
      customerOrderNo: 'เลขที่ออเดอร์ของลูกค้า',
      productType: 'บริการ',
      codAmount: 'ยอด COD',
      goodsValue: 'มูลค่าสินค้า',
      status: 'สถานะ',
      deliveredAt: 'จัดส่งสำเร็จเมื่อ',
      signer: 'ผู้เซ็นรับ',
      expectedPayoutDay: 'วันที่คาดว่าจะโอน',
      batchNo: 'เลขที่รอบโอน',
    },
    statuses: {
      AWAITING_COLLECTION: 'รอเก็บเงิน',
      COLLECTED: 'เก็บเงินแล้ว',
      IN_BATCH: 'อยู่ในรอบโอน',
      REMITTED: 'โอนแล้ว',
      DISPUTED: 'อยู่ระหว่างโต้แย้ง',
      FAILED_TO_COLLECT: 'เก็บเงินไม่ได้',
      RETURNED: 'ตีกลับ',
    },
    deliveredFrom: 'จัดส่งสำเร็จตั้งแต่',
    deliveredTo: 'จัดส่งสำเร็จถึง',
    export: 'ส่งออก',
  },
  reconciliation: {
    statuses: {
      GENERATED: 'สร้างแล้ว',
      MAILED: 'ส่งอีเมลแล้ว',
      VERIFIED: 'ตรวจสอบแล้ว',
      AGREED: 'ยืนยันยอดแล้ว',
      DISPUTED: 'อยู่ระหว่างโต้แย้ง',
      ADJUSTED: 'ปรับปรุงแล้ว',
      PAYMENT_SCHEDULED: 'กำหนดวันโอนแล้ว',
      PAID: 'โอนแล้ว',
      TRANSFER_FAILED: 'โอนเงินไม่สำเร็จ',
    },
  },
} satisfies Translation<Texts>;
