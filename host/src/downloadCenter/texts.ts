import { addResources } from 'shared';

/** The download centre's and its header badge's texts, merged into the host's namespace. */
const zh = {
  route: { downloadCenter: '下载中心' },
  downloadCenter: {
    title: '下载中心',
    badge: '下载中心',
    badgeActive: '{{count}} 个导出正在准备',
    columns: {
      typeTitle: '类型',
      filterSummary: '筛选条件',
      requestedAt: '申请时间',
      status: '状态',
      progress: '进度',
      rowCount: '行数',
      sizeBytes: '大小',
      expiresAt: '有效期至',
    },
    statuses: {
      QUEUED: '排队中',
      RUNNING: '准备中',
      COMPLETED: '已完成',
      FAILED: '失败',
      EXPIRED: '已过期',
    },
    noFilter: '全部',
    rowsOf: '{{done}} / {{total}} 行',
    rowsDone: '已写 {{done}} 行',
    download: '下载',
    downloadFailed: '下载失败，请重试',
    refreshing: '正在准备的导出会自动刷新',
  },
};

const en: typeof zh = {
  route: { downloadCenter: 'Download centre' },
  downloadCenter: {
    title: 'Download centre',
    badge: 'Download centre',
    badgeActive: '{{count}} exports being prepared',
    columns: {
      typeTitle: 'Type',
      filterSummary: 'Filters',
      requestedAt: 'Requested at',
      status: 'Status',
      progress: 'Progress',
      rowCount: 'Rows',
      sizeBytes: 'Size',
      expiresAt: 'Expires',
    },
    statuses: {
      QUEUED: 'Queued',
      RUNNING: 'Preparing',
      COMPLETED: 'Done',
      FAILED: 'Failed',
      EXPIRED: 'Expired',
    },
    noFilter: 'All',
    rowsOf: '{{done}} of {{total}} rows',
    rowsDone: '{{done}} rows written',
    download: 'Download',
    downloadFailed: 'The download failed, please try again',
    refreshing: 'Exports being prepared refresh by themselves',
  },
};

const id: typeof zh = {
  route: { downloadCenter: 'Pusat unduhan' },
  downloadCenter: {
    title: 'Pusat unduhan',
    badge: 'Pusat unduhan',
    badgeActive: '{{count}} ekspor sedang disiapkan',
    columns: {
      typeTitle: 'Jenis',
      filterSummary: 'Filter',
      requestedAt: 'Waktu permintaan',
      status: 'Status',
      progress: 'Progres',
      rowCount: 'Baris',
      sizeBytes: 'Ukuran',
      expiresAt: 'Berlaku sampai',
    },
    statuses: {
      QUEUED: 'Antre',
      RUNNING: 'Disiapkan',
      COMPLETED: 'Selesai',
      FAILED: 'Gagal',
      EXPIRED: 'Kedaluwarsa',
    },
    noFilter: 'Semua',
    rowsOf: '{{done}} dari {{total}} baris',
    rowsDone: '{{done}} baris ditulis',
    download: 'Unduh',
    downloadFailed: 'Unduhan gagal, silakan coba lagi',
    refreshing: 'Ekspor yang sedang disiapkan diperbarui otomatis',
  },
};

export const downloadCenterTexts = { zh, en, id };

export type Texts = (typeof downloadCenterTexts)['en'];

/** Adds the texts to the host namespace (boot does it; tests call it after initI18n). */
export function registerDownloadCenterTexts(): void {
  addResources('host', downloadCenterTexts, {
    th: () => import(/* webpackChunkName: "texts-th" */ './texts.th'),
    km: () => import(/* webpackChunkName: "texts-km" */ './texts.km'),
    ms: () => import(/* webpackChunkName: "texts-ms" */ './texts.ms'),
    vi: () => import(/* webpackChunkName: "texts-vi" */ './texts.vi'),
  });
}
