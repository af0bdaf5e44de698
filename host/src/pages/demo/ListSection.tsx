import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
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
import {
  asPage,
  ColumnChooser,
  columnSearchFields,
  compactSearch,
  DetailDialog,
  exportToXlsx,
  FormDialog,
  ListScreen,
  SEARCH_ROW_FIELDS,
  useColumnDictionaries,
  useDynamicColumns,
  useLargeList,
  useListScreen,
  useRowDialogs,
  type FormMode,
  type ListQuery,
  type PageQuery,
} from 'shared/widgets';
import { categoryOption, goodsTemplateOption } from './ListSection.options';

const texts = {
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
};

export type Texts = (typeof texts)['en'];

addResources('demo', texts, {
  th: () => import(/* webpackChunkName: "texts-th" */ './ListSection.th'),
  km: () => import(/* webpackChunkName: "texts-km" */ './ListSection.km'),
  ms: () => import(/* webpackChunkName: "texts-ms" */ './ListSection.ms'),
  vi: () => import(/* webpackChunkName: "texts-vi" */ './ListSection.vi'),
});

type GoodsTemplate = ApiData<'/customer-api/goodsTemplate/detail', 'get'>;
type GoodsCategory = ApiData<'/customer-api/goodsCategory/tree', 'get'>[number];
type TemplateSearch = Record<string, unknown>;

/** /demo has no checks (spec §2): the gallery holds every button of route 'demo'. */
const DEMO_BUTTONS = [...TOOLBAR_ACTIONS, ...ROW_ACTIONS].map((action) => permissionKey('demo', action));

/** The dialog's form is typed Partial; its rules require what the body requires. */
const saveTemplate = (row: Partial<GoodsTemplate>) =>
  post('/customer-api/goodsTemplate', row as ApiBody<'/customer-api/goodsTemplate'>);

/** A page of templates for the search, empty fields left out. */
const loadTemplates = (query: ListQuery) =>
  get('/customer-api/goodsTemplate/page', compactSearch(query) as ListQuery);
const loadTemplatePage = (query: PageQuery, search: TemplateSearch) => loadTemplates({ ...search, ...query });
const loadCategories = async () => asPage(await get('/customer-api/goodsCategory/tree'));

/**
 * The goods templates on the list recipe (`ListScreen`) against the real gateway: search from the
 * columns, add / edit / view / delete dialogs, the saved column layout, summary, export of the shown
 * or selected rows, and large-list mode.
 */
function GoodsTemplates() {
  const { t } = useTranslation('demo');
  const [largeList, setLargeList] = useState(false);
  const [chooserOpen, setChooserOpen] = useState(false);
  const option = useMemo(() => goodsTemplateOption(t), [t]);
  const dictionaries = useColumnDictionaries(option.column);
  const dynamic = useDynamicColumns(option.column, option.dynamicOptions);
  const templates = useListScreen<GoodsTemplate, TemplateSearch>({
    cacheKey: 'demoGoodsTemplates',
    loadPage: loadTemplatePage,
  });
  const { list, search, selected, setSelected, refresh } = templates;
  const large = useLargeList(loadTemplates, search, largeList);
  const dialogs = useRowDialogs(option, {
    onDeleteSuccess: useCallback(() => {
      setSelected({ keys: [], rows: [] });
      refresh();
    }, [setSelected, refresh]),
  });
  const saveRow = useCallback(
    async (row: Partial<GoodsTemplate>, _mode: FormMode) => {
      await saveTemplate(row);
      refresh();
    },
    [refresh],
  );
  const visible = dynamic.columns.filter((column) => !column.hide);
  const shownRows = largeList ? large.rows : (list.page?.records ?? []);
  const title = t('list.templates');
  const { dialog } = dialogs;

  return (
    <ListScreen<GoodsTemplate, TemplateSearch, unknown>
      title={title}
      routeName="demo"
      btnList={DEMO_BUTTONS}
      screen={templates}
      data-testid="demo-goods-templates"
      search={{
        name: 'listSearch',
        fields: columnSearchFields(option.column, dictionaries),
        collapsedFields: SEARCH_ROW_FIELDS,
        'data-testid': 'list-search-bar',
      }}
      toolbar={[
        {
          key: 'add',
          label: t('shared:list.add'),
          icon: <PlusOutlined />,
          permission: 'ADD',
          onClick: dialogs.openAdd,
        },
        {
          key: 'delete',
          label: t('shared:list.delete'),
          icon: <DeleteOutlined />,
          permission: 'DELETE',
          danger: true,
          disabled: selected.rows.length === 0,
          onClick: () => void dialogs.confirmDelete(selected.rows),
        },
        {
          key: 'export',
          label: t('shared:list.export'),
          icon: <DownloadOutlined />,
          permission: 'EXCEL',
          export: () =>
            exportToXlsx({
              columns: visible,
              rows: selected.rows.length ? selected.rows : shownRows,
              dictionaries,
              fileName: 'goods-templates',
            }),
        },
        {
          key: 'columns',
          label: t('shared:list.columns'),
          icon: <SettingOutlined />,
          onClick: () => setChooserOpen(true),
        },
      ]}
      before={
        <Space style={{ marginBottom: 12 }}>
          <label>
            <Switch
              size="small"
              checked={largeList}
              onChange={setLargeList}
              aria-label={t('list.largeList')}
            />{' '}
            {t('list.largeList')}
          </label>
          {largeList && (
            <span data-testid="large-list-count">
              {t('shared:list.loadedCount', { count: large.rows.length })}
            </span>
          )}
        </Space>
      }
      columns={visible}
      dictionaries={dictionaries}
      index
      selection
      table={{ sumColumnList: option.sumColumnList, large: largeList ? large : undefined }}
      rowActions={[
        { action: 'DETAIL', label: t('shared:list.view'), onClick: (row) => void dialogs.openView(row) },
        { action: 'EDIT', label: t('shared:list.edit'), onClick: dialogs.openEdit },
        {
          action: 'DELETE',
          label: t('shared:list.delete'),
          onClick: (row) => void dialogs.confirmDelete([row]),
        },
      ]}
    >
      <FormDialog<GoodsTemplate>
        open={dialog.kind === 'form'}
        mode={dialog.kind === 'form' ? dialog.mode : 'add'}
        title={title}
        columns={option.column}
        dictionaries={dictionaries}
        group={option.group}
        initial={dialog.kind === 'form' ? dialog.row : undefined}
        onSubmit={saveRow}
        onClose={dialogs.close}
      />
      <DetailDialog<GoodsTemplate>
        open={dialog.kind === 'detail'}
        title={title}
        columns={option.column}
        dictionaries={dictionaries}
        row={dialog.kind === 'detail' ? dialog.row : undefined}
        onClose={dialogs.close}
      />
      {option.dynamicOptions && (
        <ColumnChooser
          open={chooserOpen}
          layout={dynamic.layout}
          fixedColumnCount={option.dynamicOptions.fixedColumnCount}
          onSave={dynamic.save}
          onRestoreDefault={dynamic.restoreDefault}
          onClose={() => setChooserOpen(false)}
        />
      )}
    </ListScreen>
  );
}

/** The goods-category tree on the list recipe: every row at once, first level expanded. */
function GoodsCategories() {
  const { t } = useTranslation('demo');
  const option = useMemo(() => categoryOption(t), [t]);
  const categories = useListScreen<GoodsCategory, Record<string, never>>({
    cacheKey: 'demo_category',
    loadPage: loadCategories,
  });
  return (
    <ListScreen<GoodsCategory, Record<string, never>, unknown>
      title={t('list.categories')}
      routeName="demo"
      btnList={DEMO_BUTTONS}
      screen={categories}
      data-testid="demo-goods-categories"
      columns={option.column}
      table={{ tree: option.tree, unpaged: true }}
    />
  );
}

/** Gallery of the list recipe against the real gateway: goods templates and the goods-category tree. */
export default function ListSection() {
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <GoodsTemplates />
      <GoodsCategories />
    </Space>
  );
}
