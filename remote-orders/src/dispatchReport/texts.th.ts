import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  dispatchReport: {
    groupBy: 'จัดกลุ่มตาม',
    groupings: { DAY: 'วัน', WEEK: 'สัปดาห์', MONTH: 'เดือน' },
    product: 'บริการ',
    allProducts: 'ทุกบริการ',
    bucket: 'ช่วงเวลา',
    signer: 'ผู้เซ็นรับ',
    city: 'เมือง',
    parcels: 'จำนวนพัสดุ',
    signers: {
      title: 'ผู้เซ็นรับพัสดุ',
      summary: 'พัสดุ {{total}} ชิ้นที่เซ็นรับตั้งแต่ {{from}} ถึง {{to}}: {{parts}}',
    },
    cities: { title: '10 เมืองที่เซ็นรับมากที่สุด', summary: 'เมืองที่มีการเซ็นรับพัสดุมากที่สุด: {{parts}}' },
    sign: {
      title: 'พัสดุที่เซ็นรับแล้ว',
      summary: 'เซ็นรับพัสดุ {{total}} ชิ้น ตั้งแต่ {{from}} ถึง {{to}}',
      signed: 'เซ็นรับแล้ว',
    },
    status: {
      title: 'สถานะการนำจ่าย',
      summary:
        'การนำจ่ายตั้งแต่ {{from}} ถึง {{to}}: กำลังนำจ่าย {{outForDelivery}}, ถูกกักไว้ {{held}}, จัดส่งสำเร็จ {{delivered}}, กำลังตีกลับ {{returning}}, ตีกลับแล้ว {{returned}}',
      outForDelivery: 'กำลังนำจ่าย',
      held: 'ถูกกักไว้',
      delivered: 'จัดส่งสำเร็จ',
      returning: 'กำลังตีกลับ',
      returned: 'ตีกลับแล้ว',
    },
    growth: {
      title: 'การเติบโตเทียบกับช่วงก่อนหน้า',
      created: 'สร้างออเดอร์',
      signed: 'เซ็นรับ',
      value: '{{what}}',
      previous: '{{what}} (ช่วงก่อนหน้า)',
      change: '{{what}} เปลี่ยนแปลง',
    },
  },
} satisfies Translation<Texts>;
