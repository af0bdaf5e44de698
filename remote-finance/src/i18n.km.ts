import type { Translation } from 'shared';
import type { Texts } from './i18n';

// The Khmer texts of i18n.ts (fetched when Khmer is chosen).
export default {
  statement: {
    title: 'របាយការណ៍គណនីប្រចាំខែ',
  },
  codBill: {
    title: 'វិក្កយបត្រ COD',
  },
  commission: {
    title: 'ការផ្ទៀងផ្ទាត់កម្រៃជើងសារ COD',
  },
  reconciliation: {
    title: 'ការផ្ទៀងផ្ទាត់ COD',
  },
  payout: {
    title: 'ប្រតិទិនទូទាត់ប្រាក់',
  },
  coupon: {
    title: 'ប័ណ្ណបញ្ចុះតម្លៃ',
  },
  standalone: {
    title: 'ម៉ូឌុលហិរញ្ញវត្ថុ (ដាច់ដោយឡែក)',
  },
} satisfies Translation<Texts>;
