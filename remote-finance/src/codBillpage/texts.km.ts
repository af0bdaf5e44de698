import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  payout: {
    day: 'ថ្ងៃ',
    batches: 'ជុំទូទាត់ដែលត្រូវបង់',
    lines: 'វិក្កយបត្រដឹកជញ្ជូនដែលមិនទាន់ស្ថិតក្នុងជុំទូទាត់',
    expectedNet: 'ប្រាក់សុទ្ធរំពឹងទុក',
    total: 'សរុបប្រចាំថ្ងៃ',
    waybills: 'វិក្កយបត្រដឹកជញ្ជូន {{count}}',
    windowTotal: 'សរុបពី {{from}} ដល់ {{to}}',
    empty: 'គ្មានការទូទាត់ក្នុងរយៈពេលនេះទេ',
    days: 'ចំនួនថ្ងៃ',
    carriedOver: 'ដល់កំណត់មុន តែមិនទាន់ស្ថិតក្នុងជុំទូទាត់៖ វិក្កយបត្រដឹកជញ្ជូន {{count}}, {{amount}} (ទូទាត់ជាមួយជុំបន្ទាប់)',
  },
} satisfies Translation<Texts>;
