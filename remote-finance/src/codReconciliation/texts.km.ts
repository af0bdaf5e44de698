import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  commission: {
    detail: 'ព័ត៌មានលម្អិត',
    detailTitle: 'ព័ត៌មានលម្អិតកម្រៃជើងសារ',
    columns: {
      billCode: 'លេខវិក្កយបត្រដឹកជញ្ជូន',
      feeBase: 'មូលដ្ឋានគិតថ្លៃ',
      rate: 'អត្រា',
      minFee: 'ថ្លៃអប្បបរមា',
      fee: 'ថ្លៃសេវា',
      vat: 'អាករលើតម្លៃបន្ថែម',
      total: 'សរុប',
      status: 'ស្ថានភាព',
      deliveredAt: 'បានដឹកដល់នៅ',
      batchNo: 'លេខជុំទូទាត់',
    },
    statuses: {
      UNBILLED: 'មិនទាន់គិតថ្លៃ',
      BILLED: 'បានគិតថ្លៃ',
      DEDUCTED: 'បានកាត់',
      REVERSED: 'បានបង្វិលវិញ',
    },
    totals: {
      count: 'ចំនួនកញ្ចប់ឥវ៉ាន់',
    },
  },
} satisfies Translation<Texts>;
