import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import {
  addResources,
  get,
  permissionKey,
  post,
  ROW_ACTIONS,
  TOOLBAR_ACTIONS,
  type ApiBody,
  type ApiData,
} from 'shared';
import { ListPage, type ListOption, type ListQuery } from 'shared/widgets';
import { categoryOption, goodsTemplateOption } from './ListSection.options';

addResources('demo', {
  zh: { list: { templates: '物品模板', categories: '物品分类（树形）', largeList: '大数据模式' } },
  en: {
    list: {
      templates: 'Goods templates',
      categories: 'Goods categories (tree)',
      largeList: 'Large-list mode',
    },
  },
  id: {
    list: {
      templates: 'Template barang',
      categories: 'Kategori barang (pohon)',
      largeList: 'Mode daftar besar',
    },
  },
});

type GoodsTemplate = ApiData<'/customer-api/goodsTemplate/detail', 'get'>;
type GoodsCategory = ApiData<'/customer-api/goodsCategory/tree', 'get'>[number];

/** /demo has no checks (spec §2): the gallery holds every button of route 'demo'. */
const DEMO_BUTTONS = [...TOOLBAR_ACTIONS, ...ROW_ACTIONS].map((action) => permissionKey('demo', action));

/** The dialog's form is typed Partial by ListPage; its rules require what the body requires. */
const saveTemplate = (row: Partial<GoodsTemplate>) =>
  post('/customer-api/goodsTemplate', row as ApiBody<'/customer-api/goodsTemplate'>);

/**
 * Gallery of the generic list page against the real gateway: goods templates (search, CRUD dialogs,
 * dynamic columns, summary, export, cell edit on the name, large-list mode) and the goods-category
 * tree.
 */
export default function ListSection() {
  const { t } = useTranslation('demo');
  const [largeList, setLargeList] = useState(false);
  const templates: ListOption<GoodsTemplate> = useMemo(() => goodsTemplateOption(t), [t]);
  const categories: ListOption<GoodsCategory> = useMemo(() => categoryOption(t), [t]);
  const loadTemplates = useCallback((query: ListQuery) => get('/customer-api/goodsTemplate/page', query), []);
  const loadCategories = useCallback(() => get('/customer-api/goodsCategory/tree'), []);

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('list.templates')} data-testid="demo-goods-templates">
        <ListPage<GoodsTemplate>
          title={t('list.templates')}
          routeName="demo"
          cacheKey="demoGoodsTemplates"
          btnList={DEMO_BUTTONS}
          option={templates}
          load={loadTemplates}
          onRowSave={saveTemplate}
          onRowUpdate={saveTemplate}
          largeList={largeList}
          exportName="goods-templates"
          toolbarExtra={
            <label>
              <Switch
                size="small"
                checked={largeList}
                onChange={setLargeList}
                aria-label={t('list.largeList')}
              />{' '}
              {t('list.largeList')}
            </label>
          }
        />
      </Card>
      <Card title={t('list.categories')} data-testid="demo-goods-categories">
        <ListPage<GoodsCategory>
          title={t('list.categories')}
          routeName="demo"
          tableSuffix="category"
          btnList={[]}
          option={categories}
          load={loadCategories}
        />
      </Card>
    </Space>
  );
}
