import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  coupon: {
    mainAction: 'แลกรหัสบัตรกำนัล',
    columns: {
      name: 'ชื่อ',
      code: 'รหัส',
      type: 'ประเภท',
      value: 'มูลค่า',
      minSpend: 'ยอดขั้นต่ำ',
      validity: 'ระยะเวลาใช้งาน',
      status: 'สถานะ',
      usedAt: 'ใช้เมื่อ',
      usedOnBillCode: 'ใช้กับใบนำส่ง',
      discount: 'ส่วนลด',
      conditions: 'เงื่อนไข',
      perAccountLimit: 'ต่อบัญชี',
      stockLeft: 'คงเหลือ',
      terms: 'ข้อกำหนด',
      lockedAt: 'ล็อกเมื่อ',
      onBillCode: 'ใบนำส่งของออเดอร์',
    },
    noMinimum: 'ไม่มีขั้นต่ำ',
    redeemTitle: 'แลกบัตรกำนัล',
    redeemLabel: 'รหัสแลก',
    redeemPlaceholder: 'กรอกรหัสบัตรกำนัล',
    redeemRequired: 'โปรดกรอกรหัสบัตรกำนัล',
    redeem: 'แลก',
    redeemed: 'แลกบัตรกำนัลแล้ว',
    statuses: {
      AVAILABLE: 'ใช้ได้',
      LOCKED: 'ถูกล็อก',
      USED: 'ใช้แล้ว',
      EXPIRED: 'หมดอายุ',
    },
    types: {
      SHIPPING: 'ค่าขนส่ง',
      PRODUCT: 'บริการ',
    },
    codRules: {
      ANY: '',
      COD_ONLY: 'เฉพาะออเดอร์ COD',
      NON_COD: 'ไม่ใช้กับออเดอร์ COD',
    },
    percentOff: 'ลดค่าขนส่ง {{percent}}%',
    upTo: 'สูงสุด {{amount}}',
    fixedOff: 'ลดค่าขนส่ง {{amount}}',
    allProducts: 'ทุกบริการ',
    everywhere: 'ทุกจังหวัด',
    products: 'บริการ: {{list}}',
    provinces: 'ปลายทาง: {{list}}',
    timesPerAccount: '{{count}} ออเดอร์',
  },
} satisfies Translation<Texts>;
