import type { Translation } from '../../i18n/i18n';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  report: {
    period: 'រយៈពេល',
    periods: {
      TODAY: 'ថ្ងៃនេះ',
      YESTERDAY: 'ម្សិលមិញ',
      LAST_7_DAYS: '7 ថ្ងៃចុងក្រោយ',
      LAST_30_DAYS: '30 ថ្ងៃចុងក្រោយ',
      CUSTOM: 'កំណត់ដោយខ្លួនឯង',
    },
    customRange: 'កំណត់ចន្លោះកាលបរិច្ឆេទដោយខ្លួនឯង',
    rangeNeeded: 'សូមជ្រើសរើសថ្ងៃចាប់ផ្តើម និងថ្ងៃបញ្ចប់',
    rangeReversed: 'ថ្ងៃបញ្ចប់មិនអាចមុនថ្ងៃចាប់ផ្តើមបានទេ',
    rangeTooLong: 'ចន្លោះកាលបរិច្ឆេទមិនអាចលើសពី 90 ថ្ងៃ',
    previous: 'រយៈពេលមុន {{value}}',
    change: 'បម្រែបម្រួល {{value}}',
    noChange: 'បម្រែបម្រួល --',
    formula: 'រូបមន្តគណនា៖ {{title}}',
    drillDown: 'មើលកញ្ចប់ឥវ៉ាន់៖ {{title}}',
    empty: 'គ្មានទិន្នន័យក្នុងរយៈពេលនេះទេ',
    chart: 'ក្រាហ្វ',
    table: 'តារាង',
    view: 'របៀបបង្ហាញ {{title}}',
    loadFailed: 'មិនអាចផ្ទុករបាយការណ៍បានទេ',
    export: 'នាំចេញ',
    views: {
      label: 'ទិដ្ឋភាពដែលបានរក្សាទុក',
      placeholder: 'បើកទិដ្ឋភាពដែលបានរក្សាទុក',
      save: 'រក្សាទុកទិដ្ឋភាព',
      rename: 'ប្តូរឈ្មោះ',
      delete: 'លុប',
      saveTitle: 'រក្សាទុកតម្រងបច្ចុប្បន្នជាទិដ្ឋភាព',
      renameTitle: 'ប្តូរឈ្មោះទិដ្ឋភាព "{{name}}"',
      name: 'ឈ្មោះទិដ្ឋភាព',
      nameNeeded: 'សូមបញ្ចូលឈ្មោះទិដ្ឋភាព',
      deleteConfirm: 'លុបទិដ្ឋភាព "{{name}}"?',
      saved: 'បានរក្សាទុកទិដ្ឋភាព "{{name}}"',
      renamed: 'បានប្តូរឈ្មោះទិដ្ឋភាពទៅ "{{name}}"',
      deleted: 'បានលុបទិដ្ឋភាព "{{name}}"',
    },
  },
} satisfies Translation<Texts>;
