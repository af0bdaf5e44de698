import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  coupon: {
    mainAction: 'ប្ដូរលេខកូដប័ណ្ណបញ្ចុះតម្លៃ',
    columns: {
      name: 'ឈ្មោះ',
      code: 'លេខកូដ',
      type: 'ប្រភេទ',
      value: 'តម្លៃ',
      minSpend: 'ចំណាយអប្បបរមា',
      validity: 'សុពលភាព',
      status: 'ស្ថានភាព',
      usedAt: 'បានប្រើនៅ',
      usedOnBillCode: 'បានប្រើលើវិក្កយបត្រដឹកជញ្ជូន',
      discount: 'ការបញ្ចុះតម្លៃ',
      conditions: 'លក្ខខណ្ឌ',
      perAccountLimit: 'ក្នុងមួយគណនី',
      stockLeft: 'ស្តុកនៅសល់',
      terms: 'លក្ខខណ្ឌប្រើប្រាស់',
      lockedAt: 'បានចាក់សោនៅ',
      onBillCode: 'វិក្កយបត្រដឹកជញ្ជូននៃការកុម្ម៉ង់',
    },
    noMinimum: 'គ្មានអប្បបរមា',
    redeemTitle: 'ប្ដូរប័ណ្ណបញ្ចុះតម្លៃ',
    redeemLabel: 'លេខកូដប្ដូរ',
    redeemPlaceholder: 'បញ្ចូលលេខកូដប័ណ្ណបញ្ចុះតម្លៃ',
    redeemRequired: 'សូមបញ្ចូលលេខកូដប័ណ្ណបញ្ចុះតម្លៃ',
    redeem: 'ប្ដូរ',
    redeemed: 'បានប្ដូរប័ណ្ណបញ្ចុះតម្លៃ',
    statuses: {
      AVAILABLE: 'អាចប្រើបាន',
      LOCKED: 'បានចាក់សោ',
      USED: 'បានប្រើ',
      EXPIRED: 'ផុតកំណត់',
    },
    types: {
      SHIPPING: 'ថ្លៃដឹកជញ្ជូន',
      PRODUCT: 'សេវា',
    },
    codRules: {
      ANY: '',
      COD_ONLY: 'សម្រាប់តែការកុម្ម៉ង់ COD',
      NON_COD: 'មិនសម្រាប់ការកុម្ម៉ង់ COD',
    },
    percentOff: 'បញ្ចុះថ្លៃដឹកជញ្ជូន {{percent}}%',
    upTo: 'រហូតដល់ {{amount}}',
    fixedOff: 'បញ្ចុះថ្លៃដឹកជញ្ជូន {{amount}}',
    allProducts: 'គ្រប់សេវា',
    everywhere: 'គ្រប់ខេត្ត',
    products: 'សេវា៖ {{list}}',
    provinces: 'ទៅ៖ {{list}}',
    timesPerAccount: 'ការកុម្ម៉ង់ {{count}}',
  },
} satisfies Translation<Texts>;
