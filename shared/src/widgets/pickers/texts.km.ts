import type { Translation } from '../../i18n/i18n';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  pickers: {
    pleaseSelect: 'សូមជ្រើសរើស',
    networkPlaceholder: 'ជ្រើសរើសសាខា (វាយឈ្មោះ ឬលេខកូដដើម្បីស្វែងរក)',
    goodsTemplatePlaceholder: 'ជ្រើសរើសគំរូទំនិញ (វាយឈ្មោះដើម្បីស្វែងរក)',
    confirm: 'បញ្ជាក់',
    cancel: 'បោះបង់',
    chosenCount: 'បានជ្រើស {{count}}',
    startDate: 'កាលបរិច្ឆេទចាប់ផ្ដើម',
    endDate: 'កាលបរិច្ឆេទបញ្ចប់',
    presets: {
      today: 'ថ្ងៃនេះ',
      yesterday: 'ម្សិលមិញ',
      last7Days: '7 ថ្ងៃចុងក្រោយ',
      all: 'ទាំងអស់',
    },
  },
} satisfies Translation<Texts>;
