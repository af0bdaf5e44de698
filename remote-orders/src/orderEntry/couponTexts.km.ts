import type { Translation } from 'shared';
import type { Texts } from './couponTexts';

// The Khmer texts of couponTexts.ts (fetched when Khmer is chosen).
export default {
  orderEntry: {
    coupon: {
      title: 'គូប៉ុង',
      none: 'គ្មានគូប៉ុង',
      empty: 'គ្មានគូប៉ុងដែលអាចប្រើបានក្នុងកាបូបរបស់អ្នក',
      idle: 'គូប៉ុងរបស់អ្នកនឹងបង្ហាញពេលថ្លៃដឹកជញ្ជូនត្រូវបានគណនា',
      off: 'បញ្ចុះ {{amount}}',
      until: 'មានសុពលភាពរហូតដល់ {{date}}',
      discount: 'ការបញ្ចុះតម្លៃគូប៉ុង',
      totalAfter: 'សរុបក្រោយបញ្ចុះតម្លៃ',
    },
  },
} satisfies Translation<Texts>;
