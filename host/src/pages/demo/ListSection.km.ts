import type { Translation } from 'shared';
import type { Texts } from './ListSection';

// The Khmer texts of ListSection.ts (fetched when Khmer is chosen).
export default {
  list: {
    templates: 'គំរូទំនិញ',
    categories: 'ប្រភេទទំនិញ (មែកធាង)',
    largeList: 'របៀបបញ្ជីធំ',
  },
} satisfies Translation<Texts>;
