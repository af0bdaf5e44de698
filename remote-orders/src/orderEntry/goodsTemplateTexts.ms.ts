import type { Translation } from 'shared';
import type { Texts } from './goodsTemplateTexts';

// The Malay texts of goodsTemplateTexts.ts (fetched when Malay is chosen).
export default {
  orderEntry: {
    goodsTemplate: {
      label: 'Templat barang',
    },
  },
} satisfies Translation<Texts>;
