import { addResources, SHARED_NAMESPACE } from '../../i18n';

/** Texts of the report recipe, under `shared:report.*` (zh, en, id; th, km, ms, vi beside it). */
const texts = {
  zh: {
    report: {
      period: '统计周期',
      periods: {
        TODAY: '今天',
        YESTERDAY: '昨天',
        LAST_7_DAYS: '近 7 天',
        LAST_30_DAYS: '近 30 天',
        CUSTOM: '自定义',
      },
      customRange: '自定义日期范围',
      rangeNeeded: '请选择开始和结束日期',
      rangeReversed: '结束日期不能早于开始日期',
      rangeTooLong: '日期范围最多 90 天',
      previous: '上期 {{value}}',
      change: '环比 {{value}}',
      noChange: '环比 --',
      formula: '计算公式：{{title}}',
      drillDown: '查看明细：{{title}}',
      empty: '该周期内没有数据',
      chart: '图表',
      table: '表格',
      view: '{{title}} 的显示方式',
      loadFailed: '报表加载失败',
      export: '导出',
    },
  },
  en: {
    report: {
      period: 'Period',
      periods: {
        TODAY: 'Today',
        YESTERDAY: 'Yesterday',
        LAST_7_DAYS: 'Last 7 days',
        LAST_30_DAYS: 'Last 30 days',
        CUSTOM: 'Custom range',
      },
      customRange: 'Custom date range',
      rangeNeeded: 'Choose a start and an end day',
      rangeReversed: 'The end day cannot be before the start day',
      rangeTooLong: 'A range holds at most 90 days',
      previous: 'Previous period {{value}}',
      change: 'Change {{value}}',
      noChange: 'Change --',
      formula: 'Formula: {{title}}',
      drillDown: 'Show the parcels: {{title}}',
      empty: 'No data for this period',
      chart: 'Chart',
      table: 'Table',
      view: 'How {{title}} is shown',
      loadFailed: 'The report could not be loaded',
      export: 'Export',
    },
  },
  id: {
    report: {
      period: 'Periode',
      periods: {
        TODAY: 'Hari ini',
        YESTERDAY: 'Kemarin',
        LAST_7_DAYS: '7 hari terakhir',
        LAST_30_DAYS: '30 hari terakhir',
        CUSTOM: 'Rentang khusus',
      },
      customRange: 'Rentang tanggal khusus',
      rangeNeeded: 'Pilih tanggal mulai dan tanggal akhir',
      rangeReversed: 'Tanggal akhir tidak boleh sebelum tanggal mulai',
      rangeTooLong: 'Rentang paling lama 90 hari',
      previous: 'Periode sebelumnya {{value}}',
      change: 'Perubahan {{value}}',
      noChange: 'Perubahan --',
      formula: 'Rumus: {{title}}',
      drillDown: 'Lihat paket: {{title}}',
      empty: 'Tidak ada data untuk periode ini',
      chart: 'Grafik',
      table: 'Tabel',
      view: 'Tampilan {{title}}',
      loadFailed: 'Laporan gagal dimuat',
      export: 'Ekspor',
    },
  },
};

/** The shape of the th, km, ms and vi files. */
export type Texts = (typeof texts)['en'];

addResources(SHARED_NAMESPACE, texts, {
  th: () => import(/* webpackChunkName: "texts-th" */ './texts.th'),
  km: () => import(/* webpackChunkName: "texts-km" */ './texts.km'),
  ms: () => import(/* webpackChunkName: "texts-ms" */ './texts.ms'),
  vi: () => import(/* webpackChunkName: "texts-vi" */ './texts.vi'),
});
