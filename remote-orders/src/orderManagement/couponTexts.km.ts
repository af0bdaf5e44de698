import type { Translation } from 'shared';
import type { Texts } from './couponTexts';

// The Khmer texts of couponTexts.ts (fetched when Khmer is chosen).
export default {
  orderManagement: {
    detail: {
      coupon: 'គូប៉ុង',
      couponLine: '{{code}}៖ បញ្ចុះថ្លៃដឹកជញ្ជូន {{discount}}',
    },
  },
} satisfies Translation<Texts>;
