import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  payout: {
    day: 'วันที่',
    batches: 'รอบโอนที่จะจ่าย',
    lines: 'ใบนำส่งที่ยังไม่อยู่ในรอบโอน',
    expectedNet: 'ยอดสุทธิที่คาดว่าจะได้รับ',
    total: 'ยอดรวมของวัน',
    waybills: '{{count}} ใบนำส่ง',
    windowTotal: 'รวม {{from}} ถึง {{to}}',
    empty: 'ไม่มีการโอนเงินในช่วงนี้',
    days: 'จำนวนวัน',
    carriedOver: 'ครบกำหนดก่อนหน้านี้แต่ยังไม่อยู่ในรอบโอน: {{count}} ใบนำส่ง {{amount}} (จ่ายพร้อมรอบโอนถัดไป)',
  },
} satisfies Translation<Texts>;
