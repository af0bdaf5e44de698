import { registerMessages } from '../../i18n/messages';

/** Texts of the download centre, registered into the gateway catalogue when its routes load. */
export const downloadMessages = {
  'download.notFound': {
    zh: '下载任务不存在',
    en: 'Export not found',
    id: 'Ekspor tidak ditemukan',
  },
  'download.notReady': {
    zh: '文件尚未生成完成，请稍后再试',
    en: 'The file is not ready yet, please try again shortly',
    id: 'File belum siap, silakan coba lagi sebentar lagi',
  },
  'download.failed': {
    zh: '导出失败，请重新导出',
    en: 'The export failed, please export again',
    id: 'Ekspor gagal, silakan ekspor ulang',
  },
  'download.expired': {
    zh: '文件已过期（保留 {days} 天），请重新导出',
    en: 'The file has expired (kept {days} days), please export again',
    id: 'File sudah kedaluwarsa (disimpan {days} hari), silakan ekspor ulang',
  },
  'download.waitingForSlot': {
    zh: '排队中：本账号已有 {max} 个导出正在进行',
    en: 'Waiting: {max} exports of your account are running',
    id: 'Menunggu: {max} ekspor akun Anda sedang berjalan',
  },
  'download.queued': {
    zh: '正在下载中心准备文件',
    en: 'Being prepared in the download centre',
    id: 'Sedang disiapkan di pusat unduhan',
  },
  'download.queuedWaiting': {
    zh: '正在下载中心准备文件：本账号已有 {max} 个导出正在进行，排在 {ahead} 个导出之后',
    en: 'Being prepared in the download centre: {max} exports of your account are running, it waits behind {ahead}',
    id: 'Sedang disiapkan di pusat unduhan: {max} ekspor akun Anda sedang berjalan, menunggu di belakang {ahead} ekspor',
  },
  'download.unknownType': {
    zh: '未知的导出类型',
    en: 'Unknown export type',
    id: 'Jenis ekspor tidak dikenal',
  },
  'download.allRows': { zh: '全部', en: 'All', id: 'Semua' },
};

registerMessages(downloadMessages);
