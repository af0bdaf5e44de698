import { addResources } from 'shared';
import { NAMESPACE } from '../i18n';
import '../common/texts';

// Registered beside i18n.ts's texts: addResources merges deeply, so only `orderImport`'s page texts are added (its title is in i18n.ts).
const zh = {
  orderImport: {
    mainAction: '导入订单',
    tabs: { import: '导入', tasks: '导入任务' },
    steps: { template: '下载模板', upload: '上传并校验', preview: '预览', result: '结果' },
    template: '下载导入模板',
    templateHint: '按模板填写订单，每行一个订单，保留表头。',
    upload: '选择或拖入 xlsx 文件',
    uploadHint: '仅支持 .xlsx，最大 {{size}}',
    notXlsx: '只能上传 .xlsx 文件',
    tooLarge: '文件不能超过 {{size}}',
    filterRepeat: '过滤重复订单（客户订单号已存在的行视为错误）',
    validating: '正在校验…',
    inserting: '正在导入…',
    reused: '该文件此前已上传，显示的是原来的任务',
    status: '状态',
    counts: { total: '总行数', valid: '有效', errors: '错误', repeats: '重复', inserted: '已导入' },
    importValid: '导入 {{count}} 条有效订单',
    importDone: '已导入 {{count}} 条订单',
    newImport: '重新上传',
    errors: {
      title: '错误明细',
      row: '行号',
      fileRow: '文件',
      column: '列',
      reason: '原因',
      download: '下载错误文件',
      remove: '删除所选错误',
      removeConfirm: '删除所选的 {{count}} 条错误？对应的行仍然无效。',
      removed: '已删除 {{count}} 条错误',
    },
    result: {
      waybills: '本任务的运单',
      destinations: '导出目的地',
      print: '打印本任务面单',
    },
    tasks: {
      fileName: '文件名',
      progress: '进度',
      createdAt: '创建时间',
      finishedAt: '完成时间',
      errors: '错误',
      waybills: '运单',
      fileLog: '文件记录',
      refresh: '刷新',
      createdRange: '创建日期',
      status: '任务状态',
      anyStatus: '全部状态',
      search: '查询',
      reset: '重置',
      statuses: {
        UPLOADED: '待校验',
        VALIDATING: '校验中',
        VALIDATED: '待下单',
        INSERTING: '下单中',
        DONE: '已完成',
        FAILED: '失败',
      },
    },
    fileLog: {
      title: '文件记录 · {{fileName}}',
      size: '大小',
      hash: 'SHA-256',
      uploader: '上传人',
      download: '下载原文件',
    },
    waybills: {
      title: '任务 {{taskId}} 的运单',
      billCode: '运单号',
      customerOrderNo: '客户订单号',
      receiver: '收件人',
      city: '城市',
      status: '状态',
    },
    failed: '操作失败',
  },
};

type ZhTexts = typeof zh;
type ErrorTexts = ZhTexts['orderImport']['errors'];

/**
 * The count texts take i18next plurals (`t(key, { count })`): English has `key_one` (count 1) and
 * `key_other`; Chinese and Indonesian have one form for every count, the plain key (i18next looks
 * for `key_other` first and falls back to it).
 */
type EnglishTexts = {
  orderImport: Omit<ZhTexts['orderImport'], 'importValid' | 'importDone' | 'errors'> & {
    importValid_one: string;
    importValid_other: string;
    importDone_one: string;
    importDone_other: string;
    errors: Omit<ErrorTexts, 'removeConfirm' | 'removed'> & {
      removeConfirm_one: string;
      removeConfirm_other: string;
      removed_one: string;
      removed_other: string;
    };
  };
};

const en: EnglishTexts = {
  orderImport: {
    mainAction: 'import orders',
    tabs: { import: 'Import', tasks: 'Import tasks' },
    steps: { template: 'Template', upload: 'Upload and check', preview: 'Preview', result: 'Result' },
    template: 'Download the import template',
    templateHint: 'Fill in one order per row and keep the header row.',
    upload: 'Choose or drop an xlsx file',
    uploadHint: 'Only .xlsx, at most {{size}}',
    notXlsx: 'Only .xlsx files can be uploaded',
    tooLarge: 'The file must not exceed {{size}}',
    filterRepeat: 'Filter repeats (rows whose customer order no already has an order are errors)',
    validating: 'Checking the rows…',
    inserting: 'Creating the orders…',
    reused: 'This file was uploaded before: this is its task',
    status: 'Status',
    counts: { total: 'Rows', valid: 'Valid', errors: 'Errors', repeats: 'Repeats', inserted: 'Imported' },
    importValid_one: 'Import the {{count}} valid row',
    importValid_other: 'Import the {{count}} valid rows',
    importDone_one: '{{count}} order imported',
    importDone_other: '{{count}} orders imported',
    newImport: 'Upload another file',
    errors: {
      title: 'Errors',
      row: 'Row',
      fileRow: 'File',
      column: 'Column',
      reason: 'Reason',
      download: 'Download errors',
      remove: 'Remove chosen errors',
      removeConfirm_one: 'Remove the chosen error? Its row stays invalid.',
      removeConfirm_other: 'Remove the {{count}} chosen errors? Their rows stay invalid.',
      removed_one: '{{count}} error removed',
      removed_other: '{{count}} errors removed',
    },
    result: {
      waybills: 'Waybills of this task',
      destinations: 'Export destinations',
      print: 'Print the labels of this task',
    },
    tasks: {
      fileName: 'File',
      progress: 'Progress',
      createdAt: 'Created',
      finishedAt: 'Finished',
      errors: 'Errors',
      waybills: 'Waybills',
      fileLog: 'File log',
      refresh: 'Refresh',
      createdRange: 'Created between',
      status: 'Task status',
      anyStatus: 'Any status',
      search: 'Search',
      reset: 'Reset',
      statuses: {
        UPLOADED: 'Uploaded',
        VALIDATING: 'Validating',
        VALIDATED: 'Validated',
        INSERTING: 'Creating orders',
        DONE: 'Done',
        FAILED: 'Failed',
      },
    },
    fileLog: {
      title: 'File log · {{fileName}}',
      size: 'Size',
      hash: 'SHA-256',
      uploader: 'Uploaded by',
      download: 'Download the original',
    },
    waybills: {
      title: 'Waybills of task {{taskId}}',
      billCode: 'Waybill number',
      customerOrderNo: 'Customer order no.',
      receiver: 'Receiver',
      city: 'City',
      status: 'Status',
    },
    failed: 'The action failed',
  },
};

const id: typeof zh = {
  orderImport: {
    mainAction: 'mengimpor pesanan',
    tabs: { import: 'Impor', tasks: 'Tugas impor' },
    steps: { template: 'Templat', upload: 'Unggah dan periksa', preview: 'Pratinjau', result: 'Hasil' },
    template: 'Unduh templat impor',
    templateHint: 'Isi satu pesanan per baris dan pertahankan baris judul.',
    upload: 'Pilih atau seret file xlsx',
    uploadHint: 'Hanya .xlsx, maksimal {{size}}',
    notXlsx: 'Hanya file .xlsx yang dapat diunggah',
    tooLarge: 'Ukuran file maksimal {{size}}',
    filterRepeat: 'Saring duplikat (baris dengan no. pesanan pelanggan yang sudah ada dianggap salah)',
    validating: 'Memeriksa baris…',
    inserting: 'Membuat pesanan…',
    reused: 'File ini sudah pernah diunggah: ini tugasnya',
    status: 'Status',
    counts: { total: 'Baris', valid: 'Valid', errors: 'Salah', repeats: 'Duplikat', inserted: 'Diimpor' },
    importValid: 'Impor {{count}} baris valid',
    importDone: '{{count}} pesanan diimpor',
    newImport: 'Unggah file lain',
    errors: {
      title: 'Kesalahan',
      row: 'Baris',
      fileRow: 'File',
      column: 'Kolom',
      reason: 'Alasan',
      download: 'Unduh kesalahan',
      remove: 'Hapus kesalahan terpilih',
      removeConfirm: 'Hapus {{count}} kesalahan terpilih? Barisnya tetap tidak valid.',
      removed: '{{count}} kesalahan dihapus',
    },
    result: {
      waybills: 'Resi tugas ini',
      destinations: 'Ekspor tujuan',
      print: 'Cetak label tugas ini',
    },
    tasks: {
      fileName: 'File',
      progress: 'Progres',
      createdAt: 'Dibuat',
      finishedAt: 'Selesai',
      errors: 'Kesalahan',
      waybills: 'Resi',
      fileLog: 'Log file',
      refresh: 'Muat ulang',
      createdRange: 'Tanggal dibuat',
      status: 'Status tugas',
      anyStatus: 'Semua status',
      search: 'Cari',
      reset: 'Atur ulang',
      statuses: {
        UPLOADED: 'Diunggah',
        VALIDATING: 'Sedang divalidasi',
        VALIDATED: 'Tervalidasi',
        INSERTING: 'Membuat pesanan',
        DONE: 'Selesai',
        FAILED: 'Gagal',
      },
    },
    fileLog: {
      title: 'Log file · {{fileName}}',
      size: 'Ukuran',
      hash: 'SHA-256',
      uploader: 'Diunggah oleh',
      download: 'Unduh file asli',
    },
    waybills: {
      title: 'Resi tugas {{taskId}}',
      billCode: 'Nomor resi',
      customerOrderNo: 'No. pesanan pelanggan',
      receiver: 'Penerima',
      city: 'Kota',
      status: 'Status',
    },
    failed: 'Tindakan gagal',
  },
};

/** The shape of the th, km, ms and vi files: English's, each plural with its `_other` form only. */
export type Texts = typeof en;

addResources(
  NAMESPACE,
  { zh, en, id },
  {
    th: () => import(/* webpackChunkName: "texts-th" */ './texts.th'),
    km: () => import(/* webpackChunkName: "texts-km" */ './texts.km'),
    ms: () => import(/* webpackChunkName: "texts-ms" */ './texts.ms'),
    vi: () => import(/* webpackChunkName: "texts-vi" */ './texts.vi'),
  },
);
