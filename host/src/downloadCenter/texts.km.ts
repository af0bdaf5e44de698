import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  route: {
    downloadCenter: 'មជ្ឈមណ្ឌលទាញយក',
  },
  downloadCenter: {
    title: 'មជ្ឈមណ្ឌលទាញយក',
    badge: 'មជ្ឈមណ្ឌលទាញយក',
    badgeActive: 'កំពុងរៀបចំការនាំចេញ {{count}}',
    columns: {
      typeTitle: 'ប្រភេទ',
      filterSummary: 'តម្រង',
      requestedAt: 'ស្នើនៅ',
      status: 'ស្ថានភាព',
      progress: 'វឌ្ឍនភាព',
      rowCount: 'ចំនួនជួរ',
      sizeBytes: 'ទំហំ',
      expiresAt: 'ផុតកំណត់',
    },
    statuses: {
      QUEUED: 'កំពុងរង់ចាំក្នុងជួរ',
      RUNNING: 'កំពុងរៀបចំ',
      COMPLETED: 'រួចរាល់',
      FAILED: 'បរាជ័យ',
      EXPIRED: 'ផុតកំណត់',
    },
    noFilter: 'ទាំងអស់',
    rowsOf: '{{done}} ក្នុងចំណោម {{total}} ជួរ',
    rowsDone: 'បានសរសេរ {{done}} ជួរ',
    download: 'ទាញយក',
    downloadFailed: 'ការទាញយកបរាជ័យ សូមព្យាយាមម្ដងទៀត',
    refreshing: 'ការនាំចេញដែលកំពុងរៀបចំនឹងធ្វើបច្ចុប្បន្នភាពដោយស្វ័យប្រវត្តិ',
  },
} satisfies Translation<Texts>;
