import type { Translation } from 'shared';
import type { Texts } from './goodsTemplateTexts';

// The Thai texts of goodsTemplateTexts.ts (fetched when Thai is chosen).
export default {
  orderEntry: {
    goodsTemplate: {
      label: 'เทมเพลตสินค้า',
    },
  },
} satisfies Translation<Texts>;
