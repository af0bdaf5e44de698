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
  th: () => import(/* webpackChunkName: "texts-th" */ './goodsTemplateTexts.th'),
  km: () => import(/* webpackChunkName: "texts-km" */ './goodsTemplateTexts.km'),
  ms: () => import(/* webpackChunkName: "texts-ms" */ './goodsTemplateTexts.ms'),
  vi: () => import(/* webpackChunkName: "texts-vi" */ './goodsTemplateTexts.vi'),
});
