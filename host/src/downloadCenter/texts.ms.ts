import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  route: {
    downloadCenter: 'Pusat muat turun',
  },
  downloadCenter: {
    title: 'Pusat muat turun',
    badge: 'Pusat muat turun',
    badgeActive: '{{count}} eksport sedang disediakan',
    columns: {
      typeTitle: 'Jenis',
      filterSummary: 'Penapis',
      requestedAt: 'Diminta pada',
      status: 'Status',
      progress: 'Kemajuan',
      rowCount: 'Baris',
      sizeBytes: 'Saiz',
      expiresAt: 'Tamat tempoh',
    },
    statuses: {
      QUEUED: 'Dalam giliran',
      RUNNING: 'Sedang disediakan',
      COMPLETED: 'Selesai',
      FAILED: 'Gagal',
      EXPIRED: 'Tamat tempoh',
    },
    noFilter: 'Semua',
    rowsOf: '{{done}} daripada {{total}} baris',
    rowsDone: '{{done}} baris ditulis',
    download: 'Muat turun',
    downloadFailed: 'Muat turun gagal, sila cuba lagi',
    refreshing: 'Eksport yang sedang disediakan dimuat semula sendiri',
  },
} satisfies Translation<Texts>;
