import type { Translation } from 'shared';
import type { Texts } from './goodsTemplateTexts';

// The Vietnamese texts of goodsTemplateTexts.ts (fetched when Vietnamese is chosen).
export default {
  orderEntry: {
    goodsTemplate: {
      label: 'Mẫu hàng hóa',
    },
  },
} satisfies Translation<Texts>;
