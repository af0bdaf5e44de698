import type { Translation } from 'shared';
import type { Texts } from './i18n';

// The Malay texts of i18n.ts (fetched when Malay is chosen).
export default {
  customerData: {
    addTitle: 'Penghantaran data pelanggan',
    editTitle: 'Sunting data pelanggan',
    examineTitle: 'Semakan data pelanggan',
  },
  addressBook: {
    senderTitle: 'Alamat pengirim',
    receiverTitle: 'Alamat penerima',
  },
  authority: {
    title: 'Pengurusan sub-akaun',
  },
  member: {
    title: 'Penukaran mata ahli',
  },
  standalone: {
    title: 'Modul akaun (berdiri sendiri)',
  },
} satisfies Translation<Texts>;
