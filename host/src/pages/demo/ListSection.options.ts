import type { TFunction } from 'i18next';
import { addResources, type ApiData } from 'shared';
import type { ListOption } from 'shared/widgets';

const texts = {
  zh: {
    listColumns: {
      name: '物品名称',
      goodsType: '物品类型',
      weight: '重量(kg)',
      length: '长(cm)',
      width: '宽(cm)',
      height: '高(cm)',
      declaredValue: '申报价值',
      isEnable: '状态',
      enabled: '启用',
      disabled: '停用',
      remark: '备注',
      createTime: '创建时间',
      categoryName: '分类名称',
      id: '编号',
      sizes: '尺寸',
    },
  },
  en: {
    listColumns: {
      name: 'Goods name',
      goodsType: 'Goods type',
      weight: 'Weight (kg)',
      length: 'Length (cm)',
      width: 'Width (cm)',
      height: 'Height (cm)',
      declaredValue: 'Declared value',
      isEnable: 'Status',
      enabled: 'Enabled',
      disabled: 'Disabled',
      remark: 'Remark',
      createTime: 'Created at',
      categoryName: 'Category name',
      id: 'ID',
      sizes: 'Dimensions',
    },
  },
  id: {
    listColumns: {
      name: 'Nama barang',
      goodsType: 'Jenis barang',
      weight: 'Berat (kg)',
      length: 'Panjang (cm)',
      width: 'Lebar (cm)',
      height: 'Tinggi (cm)',
      declaredValue: 'Nilai barang',
      isEnable: 'Status',
      enabled: 'Aktif',
      disabled: 'Nonaktif',
      remark: 'Catatan',
      createTime: 'Waktu dibuat',
      categoryName: 'Nama kategori',
      id: 'ID',
      sizes: 'Dimensi',
    },
  },
};

export type Texts = (typeof texts)['en'];

addResources('demo', texts, {
  th: () => import(/* webpackChunkName: "texts-th" */ './ListSection.options.th'),
  km: () => import(/* webpackChunkName: "texts-km" */ './ListSection.options.km'),
  ms: () => import(/* webpackChunkName: "texts-ms" */ './ListSection.options.ms'),
  vi: () => import(/* webpackChunkName: "texts-vi" */ './ListSection.options.vi'),
});

type GoodsTemplate = ApiData<'/customer-api/goodsTemplate/detail', 'get'>;
type GoodsCategory = ApiData<'/customer-api/goodsCategory/tree', 'get'>[number];

/** The goods-template list option (spec vocabulary), labels in the portal language. */
export function goodsTemplateOption(t: TFunction<'demo'>): ListOption<GoodsTemplate> {
  const label = (prop: string) => t(`listColumns.${prop}`);
  const required = (prop: string) => ({
    required: true,
    message: t('shared:pleaseEnter', { label: label(prop) }),
  });
  const size = (prop: 'length' | 'width' | 'height') => ({
    prop,
    label: label(prop),
    type: 'number' as const,
    width: 110,
    rules: [{ type: 'number' as const, min: 0, max: 9999 }],
  });
  return {
    selection: true,
    index: true,
    idKey: 'id',
    viewUrl: '/customer-api/goodsTemplate/detail',
    deleteUrl: '/customer-api/goodsTemplate/delete',
    dynamicOptions: {
      getUrl: '/customer-api/columns/get',
      saveUrl: '/customer-api/columns/save',
      defaultUrl: '/customer-api/columns/default',
      params: { listKey: 'goodsTemplate' },
    },
    sumColumnList: [
      { name: 'weight', type: 'sum' },
      { name: 'declaredValue', type: 'sum' },
    ],
    group: [{ label: label('sizes'), props: ['length', 'width', 'height'] }],
    column: [
      {
        prop: 'name',
        label: label('name'),
        search: true,
        width: 200,
        rules: [required('name'), { max: 64 }],
      },
      {
        prop: 'goodsType',
        label: label('goodsType'),
        type: 'select',
        dicUrl: '/customer-api/dict/goodsTypes',
        // a template holds the goods type's code (as an order does), not the dictionary's number
        dicProps: { value: 'code' },
        search: true,
        filter: true,
        rules: [required('goodsType')],
      },
      {
        prop: 'weight',
        label: label('weight'),
        type: 'number',
        sortable: true,
        width: 120,
        rules: [required('weight'), { type: 'number', min: 0.001, max: 9999 }],
      },
      size('length'),
      size('width'),
      size('height'),
      {
        prop: 'declaredValue',
        label: label('declaredValue'),
        type: 'number',
        sortable: true,
        width: 140,
        rules: [{ type: 'number', min: 0 }],
      },
      {
        prop: 'isEnable',
        label: label('isEnable'),
        type: 'select',
        search: true,
        width: 100,
        dicData: [
          { value: 1, label: label('enabled') },
          { value: 2, label: label('disabled') },
        ],
      },
      { prop: 'remark', label: label('remark'), type: 'textarea', rules: [{ max: 255 }] },
      { prop: 'createTime', label: label('createTime'), width: 170, formHide: true },
    ],
  };
}

/** The goods-category tree (read-only rows, first level expanded). */
export function categoryOption(t: TFunction<'demo'>): ListOption<GoodsCategory> {
  return {
    page: false,
    menu: false,
    tree: { expandLevel: 2 },
    column: [
      { prop: 'name', label: t('listColumns.categoryName'), width: 260 },
      { prop: 'id', label: t('listColumns.id'), width: 100 },
    ],
  };
}
