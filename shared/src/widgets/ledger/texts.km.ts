import type { Translation } from '../../i18n/i18n';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  ledger: {
    open: 'ប្រាក់',
    title: 'ប្រាក់នៃវិក្កយបត្រដឹកជញ្ជូន {{billCode}}',
    loadFailed: 'មិនអាចអានព័ត៌មានប្រាក់នៃវិក្កយបត្រដឹកជញ្ជូននេះបានទេ',
    codAmount: 'ចំនួនប្រាក់ COD',
    goodsValue: 'តម្លៃទំនិញ',
    declaredValue: 'តម្លៃប្រកាស (ធានារ៉ាប់រង)',
    item: 'ធាតុ',
    amount: 'ចំនួនទឹកប្រាក់',
    settledIn: 'ទូទាត់ក្នុង',
    reference: 'លេខយោង',
    noEntries: 'វិក្កយបត្រដឹកជញ្ជូននេះគ្មានការគិតថ្លៃទេ',
    kinds: {
      FREIGHT: 'ថ្លៃដឹកជញ្ជូន',
      INSURANCE: 'ថ្លៃធានារ៉ាប់រង',
      COUPON: 'ការបញ្ចុះតម្លៃគូប៉ុង',
      COD_FEE: 'ថ្លៃសេវា COD',
      COD_VAT: 'PPN លើថ្លៃសេវា COD',
      RETURN_FEE: 'ថ្លៃបញ្ជូនត្រឡប់',
      CLAIM: 'សំណង',
      LINE_CREDIT: 'កំណត់ត្រាឥណទាន',
    },
    settled: {
      COD_BATCH: 'ជុំទូទាត់ COD {{documentNo}}',
      COD_BATCH_next: 'ជុំទូទាត់ COD បន្ទាប់',
      STATEMENT: 'របាយការណ៍គណនី {{documentNo}}',
      STATEMENT_next: 'របាយការណ៍គណនីប្រចាំខែបន្ទាប់',
      BANK_TRANSFER: 'ផ្ទេរតាមធនាគារ {{documentNo}}',
      BANK_TRANSFER_next: 'ផ្ទេរតាមធនាគារ (កំពុងរង់ចាំ)',
      NOWHERE: 'មិនគិតថ្លៃ',
      OPEN: 'ជុំទូទាត់ COD ឬរបាយការណ៍គណនីបន្ទាប់',
    },
    cod: {
      title: 'COD',
      status: 'ស្ថានភាព COD',
      net: 'ប្រាក់ដែលបានទូទាត់ឱ្យអ្នក',
      batch: 'ជុំទូទាត់ COD',
      expectedPayDay: 'ថ្ងៃរំពឹងថានឹងទូទាត់',
      paidAt: 'ទូទាត់នៅ',
      transferReference: 'លេខយោងការផ្ទេរ',
      statuses: {
        AWAITING_COLLECTION: 'កំពុងរង់ចាំប្រមូលប្រាក់',
        COLLECTED: 'បានប្រមូលប្រាក់',
        IN_BATCH: 'ស្ថិតក្នុងជុំទូទាត់',
        REMITTED: 'បានទូទាត់',
        FAILED_TO_COLLECT: 'មិនអាចប្រមូលប្រាក់បាន',
        RETURNED: 'បានបញ្ជូនត្រឡប់',
        DISPUTED: 'កំពុងតវ៉ា',
      },
    },
    statement: {
      title: 'របាយការណ៍គណនីប្រចាំខែ',
      number: 'របាយការណ៍គណនី',
      billed: 'បានគិតក្នុងរបាយការណ៍គណនី',
      settled: 'បានទូទាត់ក្នុងជុំទូទាត់ COD',
    },
  },
} satisfies Translation<Texts>;
