import type { Translation } from 'shared';
import type { Texts } from './entryGuide';

// The Khmer texts of entryGuide.ts (fetched when Khmer is chosen).
export default {
  orderEntry: {
    guide: {
      sender: {
        title: 'អ្នកផ្ញើ',
        description:
          'អាសយដ្ឋានអ្នកផ្ញើលំនាំដើមរបស់អ្នកត្រូវបានបំពេញរួច អាចកែប្រែ ឬជ្រើសរើសផ្សេងទៀតដោយ "ជ្រើសពីសៀវភៅអាសយដ្ឋាន"។',
      },
      receiver: {
        title: 'អ្នកទទួល',
        description: 'បញ្ចូលឈ្មោះ លេខទូរស័ព្ទដៃ និងអាសយដ្ឋានរបស់អ្នកទទួល ឬជ្រើសរើសពីសៀវភៅអាសយដ្ឋាន ហើយអាចរក្សាទុកក្នុងនោះបាន។',
      },
      goods: {
        title: 'ទំនិញ និងសេវា',
        description: 'ពិពណ៌នាទំនិញ ចំនួនកញ្ចប់ ទម្ងន់ និងទំហំ បន្ទាប់មកជ្រើសរើសសេវា ការធានារ៉ាប់រង និងការប្រមូលប្រាក់ពេលដឹកដល់។',
      },
      fees: {
        title: 'មើលថ្លៃសេវាជាមុន',
        description:
          'នៅពេលបានបញ្ចូលខណ្ឌទាំងពីរ និងទម្ងន់ ថ្លៃដឹកជញ្ជូន ថ្លៃធានារ៉ាប់រង ថ្លៃសេវា COD និងរយៈពេលដឹកជញ្ជូនបង្ហាញនៅទីនេះ។',
      },
      submit: {
        title: 'ដាក់ស្នើការកុម្ម៉ង់',
        description: 'ពិនិត្យការកុម្ម៉ង់ ហើយដាក់ស្នើ។ វាត្រូវបានបង្កើតតែម្ដង ទោះបីអ្នកចុចពីរដងក៏ដោយ។',
      },
    },
  },
} satisfies Translation<Texts>;
