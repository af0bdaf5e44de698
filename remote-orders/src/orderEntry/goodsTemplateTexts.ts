import { addResources } from 'shared';
import { NAMESPACE } from '../i18n';

// The goods-template picker of the goods section (merged into orderEntry by addResources).
addResources(NAMESPACE, {
  zh: { orderEntry: { goodsTemplate: { label: '物品模板' } } },
  en: { orderEntry: { goodsTemplate: { label: 'Goods template' } } },
  id: { orderEntry: { goodsTemplate: { label: 'Template barang' } } },
});
