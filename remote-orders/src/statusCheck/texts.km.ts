import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  statusCheck: {
    days: 'ចំនួនថ្ងៃគ្មានចលនា',
    daysHint: 'ថ្ងៃ',
    product: 'ផលិតផល',
    allProducts: 'ផលិតផលទាំងអស់',
    daysStill: 'ចំនួនថ្ងៃនៅស្ងៀម',
    lastMovedAt: 'ចលនាចុងក្រោយ',
    track: 'តាមដាន {{billCode}}',
    export: 'នាំចេញ',
  },
} satisfies Translation<Texts>;
