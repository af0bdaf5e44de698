import type { Translation } from 'shared';
import type { Texts } from './i18n';

// The Khmer texts of i18n.ts (fetched when Khmer is chosen).
export default {
  customerData: {
    addTitle: 'ដាក់ស្នើទិន្នន័យអតិថិជន',
    editTitle: 'កែសម្រួលទិន្នន័យអតិថិជន',
    examineTitle: 'ពិនិត្យទិន្នន័យអតិថិជន',
  },
  addressBook: {
    senderTitle: 'អាសយដ្ឋានអ្នកផ្ញើ',
    receiverTitle: 'អាសយដ្ឋានអ្នកទទួល',
  },
  authority: {
    title: 'គ្រប់គ្រងគណនីរង',
  },
  member: {
    title: 'ប្ដូរពិន្ទុសមាជិក',
  },
  standalone: {
    title: 'ម៉ូឌុលគណនី (ដាច់ដោយឡែក)',
  },
} satisfies Translation<Texts>;
