import { addResources } from 'shared';
import { NAMESPACE } from '../i18n';

// The goods-template picker of the goods section (merged into orderEntry by addResources).
const texts = {
  zh: { orderEntry: { goodsTemplate: { label: '物品模板' } } },
  en: { orderEntry: { goodsTemplate: { label: 'Goods template' } } },
  id: { orderEntry: { goodsTemplate: { label: 'Template barang' } } },
};

export type Texts = (typeof texts)['en'];

addResources(NAMESPACE, texts, {
  th: () => import('./goodsTemplateTexts.th'),
  km: () => import('./goodsTemplateTexts.km'),
  ms: () => import('./goodsTemplateTexts.ms'),
  vi: () => import('./goodsTemplateTexts.vi'),
});
