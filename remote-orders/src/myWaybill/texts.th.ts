import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  myWaybill: {
    printCount: 'จำนวนครั้งที่พิมพ์',
    track: 'ติดตาม',
    printed: 'สถานะการพิมพ์',
    printedAny: 'ทั้งหมด',
    printedYes: 'พิมพ์แล้ว',
    printedNo: 'ยังไม่พิมพ์',
  },
} satisfies Translation<Texts>;
