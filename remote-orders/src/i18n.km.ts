import type { Translation } from 'shared';
import type { Texts } from './i18n';

// The Khmer texts of i18n.ts (fetched when Khmer is chosen).
export default {
  expressTracking: {
    title: 'តាមដានកញ្ចប់ឥវ៉ាន់',
  },
  orderEntry: {
    title: 'បញ្ចូលការកុម្ម៉ង់',
  },
  orderManagement: {
    title: 'គ្រប់គ្រងការកុម្ម៉ង់',
  },
  myWaybill: {
    title: 'វិក្កយបត្រដឹកជញ្ជូនរបស់ខ្ញុំ',
  },
  freightInquiry: {
    title: 'ពិនិត្យថ្លៃដឹកជញ្ជូន',
  },
  orderImport: {
    title: 'នាំចូលការកុម្ម៉ង់',
  },
  fastPrinting: {
    title: 'បោះពុម្ពរហ័ស',
  },
  dataDashboard: {
    title: 'ផ្ទាំងទិន្នន័យ',
  },
  customerReport: {
    title: 'របាយការណ៍អតិថិជន',
  },
  dispatchReport: {
    title: 'របាយការណ៍ដឹកជញ្ជូន',
  },
  lateParcels: { title: 'កញ្ចប់យឺតយ៉ាវ' },
  statusCheck: {
    title: 'ពិនិត្យស្ថានភាពការបញ្ជាទិញ',
  },
  standalone: {
    title: 'ម៉ូឌុលការកុម្ម៉ង់ (ដាច់ដោយឡែក)',
  },
} satisfies Translation<Texts>;
