import { addResources } from 'shared';

/** The notification centre's and the bell's texts, merged into the host's namespace. */
const zh = {
  route: { notificationCenter: '通知中心' },
  notification: {
    title: '通知中心',
    bell: '通知',
    bellUnread: '{{count}} 条未读通知',
    category: '类别',
    allCategories: '全部类别',
    categories: {
      COD: 'COD / 财务',
      TICKET: '工单',
      PROBLEM_PARCEL: '问题件',
      CLAIM: '理赔',
      SYSTEM: '系统',
      SECURITY: '安全',
    },
    readStatus: '状态',
    readStates: { ALL: '全部', UNREAD: '未读', READ: '已读' },
    columns: { title: '通知', category: '类别', createdAt: '时间', actions: '操作' },
    unread: '未读',
    open: '查看',
    download: '下载文件',
    markRead: '标为已读',
    markAllRead: '全部标为已读',
    markedAllRead: '已将 {{count}} 条通知标为已读',
    noneUnread: '没有未读通知',
  },
};

const en: typeof zh = {
  route: { notificationCenter: 'Notification centre' },
  notification: {
    title: 'Notification centre',
    bell: 'Notifications',
    bellUnread: '{{count}} unread notifications',
    category: 'Category',
    allCategories: 'All categories',
    categories: {
      COD: 'COD / finance',
      TICKET: 'Ticket',
      PROBLEM_PARCEL: 'Problem parcel',
      CLAIM: 'Claim',
      SYSTEM: 'System',
      SECURITY: 'Security',
    },
    readStatus: 'Status',
    readStates: { ALL: 'All', UNREAD: 'Unread', READ: 'Read' },
    columns: { title: 'Notification', category: 'Category', createdAt: 'Time', actions: 'Actions' },
    unread: 'Unread',
    open: 'Open',
    download: 'Download file',
    markRead: 'Mark read',
    markAllRead: 'Mark all read',
    markedAllRead: '{{count}} notifications marked read',
    noneUnread: 'No unread notifications',
  },
};

const id: typeof zh = {
  route: { notificationCenter: 'Pusat notifikasi' },
  notification: {
    title: 'Pusat notifikasi',
    bell: 'Notifikasi',
    bellUnread: '{{count}} notifikasi belum dibaca',
    category: 'Kategori',
    allCategories: 'Semua kategori',
    categories: {
      COD: 'COD / keuangan',
      TICKET: 'Tiket',
      PROBLEM_PARCEL: 'Paket bermasalah',
      CLAIM: 'Klaim',
      SYSTEM: 'Sistem',
      SECURITY: 'Keamanan',
    },
    readStatus: 'Status',
    readStates: { ALL: 'Semua', UNREAD: 'Belum dibaca', READ: 'Sudah dibaca' },
    columns: { title: 'Notifikasi', category: 'Kategori', createdAt: 'Waktu', actions: 'Aksi' },
    unread: 'Belum dibaca',
    open: 'Buka',
    download: 'Unduh berkas',
    markRead: 'Tandai dibaca',
    markAllRead: 'Tandai semua dibaca',
    markedAllRead: '{{count}} notifikasi ditandai dibaca',
    noneUnread: 'Tidak ada notifikasi yang belum dibaca',
  },
};

export const notificationTexts = { zh, en, id };

export type Texts = (typeof notificationTexts)['en'];

/** Adds the texts to the host namespace (boot does it; tests call it after initI18n). */
export function registerNotificationTexts(): void {
  addResources('host', notificationTexts, {
    th: () => import(/* webpackChunkName: "texts-th" */ './texts.th'),
    km: () => import(/* webpackChunkName: "texts-km" */ './texts.km'),
    ms: () => import(/* webpackChunkName: "texts-ms" */ './texts.ms'),
    vi: () => import(/* webpackChunkName: "texts-vi" */ './texts.vi'),
  });
}
