import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  route: {
    notificationCenter: 'Pusat pemberitahuan',
  },
  notification: {
    title: 'Pusat pemberitahuan',
    bell: 'Pemberitahuan',
    bellUnread: '{{count}} pemberitahuan belum dibaca',
    category: 'Kategori',
    allCategories: 'Semua kategori',
    categories: {
      COD: 'COD / kewangan',
      TICKET: 'Tiket',
      PROBLEM_PARCEL: 'Bungkusan bermasalah',
      CLAIM: 'Tuntutan',
      SYSTEM: 'Sistem',
      SECURITY: 'Keselamatan',
    },
    readStatus: 'Status',
    readStates: {
      ALL: 'Semua',
      UNREAD: 'Belum dibaca',
      READ: 'Sudah dibaca',
    },
    columns: {
      title: 'Pemberitahuan',
      category: 'Kategori',
      createdAt: 'Masa',
      actions: 'Tindakan',
    },
    unread: 'Belum dibaca',
    open: 'Buka',
    download: 'Muat turun fail',
    markRead: 'Tanda sudah dibaca',
    markAllRead: 'Tanda semua sudah dibaca',
    markedAllRead: '{{count}} pemberitahuan ditanda sudah dibaca',
    noneUnread: 'Tiada pemberitahuan belum dibaca',
  },
} satisfies Translation<Texts>;
