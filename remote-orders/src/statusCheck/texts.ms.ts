import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  statusCheck: {
    days: 'Hari tanpa pergerakan',
    daysHint: 'hari',
    product: 'Produk',
    allProducts: 'Semua produk',
    daysStill: 'Hari tidak bergerak',
    lastMovedAt: 'Pergerakan terakhir',
    track: 'Jejak {{billCode}}',
    export: 'Eksport',
  },
} satisfies Translation<Texts>;
