import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  route: {
    notificationCenter: 'មជ្ឈមណ្ឌលជូនដំណឹង',
  },
  notification: {
    title: 'មជ្ឈមណ្ឌលជូនដំណឹង',
    bell: 'ការជូនដំណឹង',
    bellUnread: 'ការជូនដំណឹងមិនទាន់អាន {{count}}',
    category: 'ប្រភេទ',
    allCategories: 'គ្រប់ប្រភេទ',
    categories: {
      COD: 'COD / ហិរញ្ញវត្ថុ',
      TICKET: 'សំណើសេវា',
      PROBLEM_PARCEL: 'កញ្ចប់ឥវ៉ាន់មានបញ្ហា',
      CLAIM: 'ការទាមទារសំណង',
      SYSTEM: 'ប្រព័ន្ធ',
      SECURITY: 'សុវត្ថិភាព',
    },
    readStatus: 'ស្ថានភាព',
    readStates: {
      ALL: 'ទាំងអស់',
      UNREAD: 'មិនទាន់អាន',
      READ: 'បានអាន',
    },
    columns: {
      title: 'ការជូនដំណឹង',
      category: 'ប្រភេទ',
      createdAt: 'ពេលវេលា',
      actions: 'សកម្មភាព',
    },
    unread: 'មិនទាន់អាន',
    open: 'បើក',
    download: 'ទាញយកឯកសារ',
    markRead: 'សម្គាល់ថាបានអាន',
    markAllRead: 'សម្គាល់ទាំងអស់ថាបានអាន',
    markedAllRead: 'បានសម្គាល់ការជូនដំណឹង {{count}} ថាបានអាន',
    noneUnread: 'គ្មានការជូនដំណឹងមិនទាន់អាន',
  },
} satisfies Translation<Texts>;
