import type { Translation } from 'shared';
import type { Texts } from './i18n';

// The Malay texts of i18n.ts (fetched when Malay is chosen).
export default {
  complaint: {
    title: 'Aduan dan cadangan',
  },
  pages: {
    stopGodownQuiry: 'Bungkusan ditahan di gudang',
    returnQuiry: 'Bungkusan dipulangkan',
    workOrder: 'Pengurusan tiket',
  },
  standalone: {
    title: 'Modul perkhidmatan (berdiri sendiri)',
  },
} satisfies Translation<Texts>;
