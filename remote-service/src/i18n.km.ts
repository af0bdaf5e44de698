import type { Translation } from 'shared';
import type { Texts } from './i18n';

// The Khmer texts of i18n.ts (fetched when Khmer is chosen).
export default {
  complaint: {
    title: 'បណ្ដឹង និងសំណូមពរ',
  },
  pages: {
    stopGodownQuiry: 'កញ្ចប់ឥវ៉ាន់ដែលត្រូវបានរក្សាទុកនៅឃ្លាំង',
    returnQuiry: 'កញ្ចប់ឥវ៉ាន់ដែលបានបញ្ជូនត្រឡប់',
    workOrder: 'គ្រប់គ្រងសំណើសេវា',
  },
  standalone: {
    title: 'ម៉ូឌុលសេវាកម្ម (ដាច់ដោយឡែក)',
  },
} satisfies Translation<Texts>;
