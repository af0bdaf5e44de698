import type { Translation } from '../../i18n/i18n';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  pickers: {
    pleaseSelect: 'sila pilih',
    networkPlaceholder: 'pilih cawangan (taip nama atau kod untuk mencari)',
    goodsTemplatePlaceholder: 'pilih templat barang (taip nama untuk mencari)',
    confirm: 'sahkan',
    cancel: 'batal',
    chosenCount: '{{count}} dipilih',
    startDate: 'tarikh mula',
    endDate: 'tarikh tamat',
    presets: {
      today: 'hari ini',
      yesterday: 'semalam',
      last7Days: '7 hari lepas',
      all: 'semua',
    },
  },
} satisfies Translation<Texts>;
