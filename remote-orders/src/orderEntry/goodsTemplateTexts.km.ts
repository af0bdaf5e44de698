import type { Translation } from 'shared';
import type { Texts } from './goodsTemplateTexts';

// The Khmer texts of goodsTemplateTexts.ts (fetched when Khmer is chosen).
export default {
  orderEntry: {
    goodsTemplate: {
      label: 'គំរូទំនិញ',
    },
  },
} satisfies Translation<Texts>;
