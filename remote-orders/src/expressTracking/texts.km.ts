import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  expressTracking: {
    inputLabel: 'លេខវិក្កយបត្រដឹកជញ្ជូន',
    inputPlaceholder: 'មួយបន្ទាត់មួយលេខ ឬបំបែកដោយសញ្ញាក្បៀស ឬដកឃ្លា៖ រហូតដល់ 50 លេខ',
    counter: '{{count}} / 50 លេខ',
    query: 'ស្វែងរក',
    clear: 'សម្អាត',
    errors: {
      empty: 'បញ្ចូលលេខវិក្កយបត្រដឹកជញ្ជូនយ៉ាងហោចណាស់មួយ',
      tooMany: 'អាចស្វែងរកបានច្រើនបំផុត 50 លេខ អ្នកបានបញ្ចូល {{count}}',
      malformed: 'លេខវិក្កយបត្រដឹកជញ្ជូនទាំងនេះមិនត្រឹមត្រូវ (JP + លេខ 11 ខ្ទង់)៖ {{codes}}',
    },
    notQueried: 'មិនទាន់ស្វែងរក',
    querying: 'កំពុងស្វែងរក...',
    notFound: 'រកមិនឃើញ ({{count}})',
    waybills: 'វិក្កយបត្រដឹកជញ្ជូន ({{count}})',
  },
} satisfies Translation<Texts>;
