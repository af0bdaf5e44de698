import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  returns: {
    title: 'កញ្ចប់ឥវ៉ាន់ដែលបានបញ្ជូនត្រឡប់',
    confirmations: {
      PENDING: 'រង់ចាំបញ្ជាក់',
      CONFIRMED: 'បានទទួល',
      REJECTED: 'បានបដិសេធ',
    },
    statuses: {
      RETURNING: 'កំពុងបញ្ជូនត្រឡប់',
      RETURNED: 'បានបញ្ជូនត្រឡប់',
    },
    faults: {
      COURIER: 'ក្រុមហ៊ុនដឹកជញ្ជូន',
      SHIPPER: 'អ្នកផ្ញើ',
      RECEIVER: 'អ្នកទទួល',
    },
    decisions: {
      SHIPPER: 'អ្នកផ្ញើបានសម្រេច',
      DEADLINE: 'ហួសកាលកំណត់',
      ATTEMPTS: 'អស់ចំនួនដងព្យាយាមដឹក',
      COURIER: 'ក្រុមហ៊ុនដឹកជញ្ជូន',
    },
    columns: {
      billCode: 'វិក្កយបត្រដឹកជញ្ជូន',
      returnBillCode: 'វិក្កយបត្រដឹកជញ្ជូនត្រឡប់',
      reasonName: 'មូលហេតុ',
      faultGroup: 'ភាគីដែលមានកំហុស',
      returnFee: 'ថ្លៃបញ្ជូនត្រឡប់',
      decision: 'ការសម្រេច',
      status: 'ស្ថានភាព',
      receivedAt: 'បានទទួលនៅ',
      confirmation: 'ការបញ្ជាក់',
    },
    search: {
      billCode: 'វិក្កយបត្រដឹកជញ្ជូន ឬវិក្កយបត្រដឹកជញ្ជូនត្រឡប់',
    },
    waived: 'បានលើកលែង',
    confirm: 'បញ្ជាក់ការទទួល',
    reject: 'បដិសេធ',
    export: 'នាំចេញ',
    confirmTitle: 'បញ្ជាក់ថាអ្នកបានទទួលការបញ្ជូនត្រឡប់នៃ {{billCode}} ឬ?',
    confirmBody: 'នេះបញ្ជាក់ថាវិក្កយបត្រដឹកជញ្ជូនត្រឡប់ {{returnBillCode}} បានមកដល់អ្នក។ មិនអាចបដិសេធបានបន្ទាប់ពីនេះទេ។',
    cancel: 'បោះបង់',
    confirmed: 'បានបញ្ជាក់ការទទួល',
    rejected: 'បានបដិសេធ៖ បានបើកសំណើសេវា {{ticketNo}}',
    rejectTitle: 'បដិសេធការបញ្ជូនត្រឡប់',
    reason: 'មូលហេតុ',
    photos: 'រូបថត',
    phone: 'ទូរស័ព្ទទំនាក់ទំនង',
    required: 'ចាំបាច់',
    submit: 'ដាក់ស្នើ',
  },
} satisfies Translation<Texts>;
