import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  myWaybill: {
    printCount: 'Bilangan cetakan',
    track: 'Jejak',
    printed: 'Status cetakan',
    printedAny: 'Semua',
    printedYes: 'Sudah dicetak',
    printedNo: 'Belum dicetak',
  },
} satisfies Translation<Texts>;
