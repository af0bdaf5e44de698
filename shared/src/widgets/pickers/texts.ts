import { addResources, SHARED_NAMESPACE } from '../../i18n';

/** Texts of the pickers widgets, under `shared:pickers.*` (zh, en, id). */
const texts = {
  zh: {
    pickers: {
      pleaseSelect: '请选择',
      networkPlaceholder: '请选择网点（输入名称或编码搜索）',
      goodsTemplatePlaceholder: '选择物品模板（输入名称搜索）',
      confirm: '确定',
      cancel: '取消',
      chosenCount: '已选 {{count}} 项',
      startDate: '开始日期',
      endDate: '结束日期',
      presets: { today: '今天', yesterday: '昨天', last7Days: '最近7天', all: '全部' },
    },
  },
  en: {
    pickers: {
      pleaseSelect: 'please select',
      networkPlaceholder: 'select a network (type a name or code to search)',
      goodsTemplatePlaceholder: 'pick a goods template (type a name to search)',
      confirm: 'confirm',
      cancel: 'cancel',
      chosenCount: '{{count}} chosen',
      startDate: 'start date',
      endDate: 'end date',
      presets: { today: 'today', yesterday: 'yesterday', last7Days: 'last 7 days', all: 'all' },
    },
  },
  id: {
    pickers: {
      pleaseSelect: 'silakan pilih',
      networkPlaceholder: 'pilih jaringan (ketik nama atau kode untuk mencari)',
      goodsTemplatePlaceholder: 'pilih template barang (ketik nama untuk mencari)',
      confirm: 'konfirmasi',
      cancel: 'batal',
      chosenCount: '{{count}} dipilih',
      startDate: 'tanggal mulai',
      endDate: 'tanggal akhir',
      presets: { today: 'hari ini', yesterday: 'kemarin', last7Days: '7 hari terakhir', all: 'semua' },
    },
  },
};

export type Texts = (typeof texts)['en'];

addResources(SHARED_NAMESPACE, texts, {
  th: () => import(/* webpackChunkName: "texts-th" */ './texts.th'),
  km: () => import(/* webpackChunkName: "texts-km" */ './texts.km'),
  ms: () => import(/* webpackChunkName: "texts-ms" */ './texts.ms'),
  vi: () => import(/* webpackChunkName: "texts-vi" */ './texts.vi'),
});
