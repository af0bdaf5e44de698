import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  codBill: {
    cards: {
      held: 'ប្រាក់កំពុងរក្សា (បានប្រមូល)',
      inProcess: 'កំពុងដំណើរការ',
      paidThisMonth: 'បានទូទាត់ខែនេះ',
    },
    columns: {
      billCode: 'លេខវិក្កយបត្រដឹកជញ្ជូន',
      customerOrderNo: 'លេខការកុម្ម៉ង់របស់អតិថិជន',
      productType: 'សេវា',
      codAmount: 'ចំនួនប្រាក់ COD',
      goodsValue: 'តម្លៃទំនិញ',
      status: 'ស្ថានភាព',
      deliveredAt: 'បានដឹកដល់នៅ',
      signer: 'អ្នកចុះហត្ថលេខាទទួល',
      expectedPayoutDay: 'ថ្ងៃរំពឹងថានឹងទូទាត់',
      batchNo: 'លេខជុំទូទាត់',
    },
    statuses: {
      AWAITING_COLLECTION: 'កំពុងរង់ចាំប្រមូលប្រាក់',
      COLLECTED: 'បានប្រមូលប្រាក់',
      IN_BATCH: 'ស្ថិតក្នុងជុំទូទាត់',
      REMITTED: 'បានទូទាត់',
      DISPUTED: 'កំពុងតវ៉ា',
      FAILED_TO_COLLECT: 'មិនអាចប្រមូលប្រាក់បាន',
      RETURNED: 'បានបញ្ជូនត្រឡប់',
    },
    deliveredFrom: 'បានដឹកដល់ចាប់ពី',
    deliveredTo: 'បានដឹកដល់រហូតដល់',
    export: 'នាំចេញ',
  },
  reconciliation: {
    statuses: {
      GENERATED: 'បានបង្កើត',
      MAILED: 'បានផ្ញើតាមអ៊ីមែល',
      VERIFIED: 'បានផ្ទៀងផ្ទាត់',
      AGREED: 'បានយល់ព្រម',
      DISPUTED: 'កំពុងតវ៉ា',
      ADJUSTED: 'បានកែតម្រូវ',
      PAYMENT_SCHEDULED: 'បានកំណត់ពេលទូទាត់',
      PAID: 'បានទូទាត់',
      TRANSFER_FAILED: 'ការផ្ទេរបរាជ័យ',
    },
  },
} satisfies Translation<Texts>;
