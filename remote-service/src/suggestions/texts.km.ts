import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  complaint: {
    formTitle: 'ដាក់បណ្ដឹង ឬសំណូមពរ',
    mainAction: 'ដាក់បណ្ដឹង ឬសំណូមពរ',
    historyTitle: 'បណ្ដឹង និងសំណូមពររបស់ខ្ញុំ',
    kinds: {
      COMPLAINT: 'បណ្ដឹង',
      SUGGESTION: 'សំណូមពរ',
    },
    categories: {
      DELIVERY_DELAY: 'ដឹកជញ្ជូនយឺត',
      DAMAGED: 'កញ្ចប់ឥវ៉ាន់ខូច',
      LOST: 'កញ្ចប់ឥវ៉ាន់បាត់',
      COURIER_ATTITUDE: 'អាកប្បកិរិយាអ្នកដឹក',
      PICKUP: 'ការមកយកកញ្ចប់ឥវ៉ាន់',
      COD: 'ការប្រមូលប្រាក់ពេលដឹកដល់',
      PRODUCT: 'សេវា',
      WEBSITE: 'គេហទំព័រ',
      SERVICE: 'សេវាកម្ម',
      OTHER: 'ផ្សេងៗ',
    },
    statuses: {
      SUBMITTED: 'បានដាក់ស្នើ',
      PROCESSING: 'កំពុងដំណើរការ',
      REPLIED: 'បានឆ្លើយតប',
      CLOSED: 'បានបិទ',
    },
    fields: {
      kind: 'ប្រភេទ',
      category: 'ប្រភេទរង',
      billCode: 'លេខវិក្កយបត្រដឹកជញ្ជូន (ស្រេចចិត្ត)',
      moreBillCodes: 'វិក្កយបត្រដឹកជញ្ជូនបន្ថែម (ស្រេចចិត្ត បំបែកដោយក្បៀស ច្រើនបំផុត 10)',
      content: 'ខ្លឹមសារ',
      contactPhone: 'ទូរស័ព្ទទំនាក់ទំនង',
      createdAt: 'បានដាក់ស្នើនៅ',
      status: 'ស្ថានភាព',
    },
    placeholders: {
      category: 'ជ្រើសរើសប្រភេទរង',
      billCode: 'JP + លេខ 11 ខ្ទង់',
      content: 'ពិពណ៌នាបញ្ហា ឬសំណូមពរ (10–1000 តួអក្សរ)',
    },
    filters: {
      kind: 'គ្រប់ប្រភេទ',
      status: 'គ្រប់ស្ថានភាព',
    },
    errors: {
      category: 'សូមជ្រើសរើសប្រភេទរង',
      billCode: 'លេខវិក្កយបត្រដឹកជញ្ជូនមិនត្រឹមត្រូវ (JP + លេខ 11 ខ្ទង់)',
      billCodes: 'មានលេខវិក្កយបត្រដឹកជញ្ជូនមិនត្រឹមត្រូវ (JP + លេខ 11 ខ្ទង់ ច្រើនបំផុត 10)',
      contentRequired: 'សូមបញ្ចូលខ្លឹមសារ',
      contentLength: 'ខ្លឹមសារត្រូវមានពី {{min}} ដល់ {{max}} តួអក្សរ',
      phoneRequired: 'សូមបញ្ចូលទូរស័ព្ទទំនាក់ទំនង',
      phone: 'សូមបញ្ចូលលេខទូរស័ព្ទដៃឥណ្ឌូនេស៊ី (08xx ឬ +628xx, 10–13 ខ្ទង់)',
    },
    submit: 'ដាក់ស្នើ',
    saved: 'បានដាក់ស្នើ',
    detail: 'ព័ត៌មានលម្អិត',
    detailTitle: 'បណ្ដឹង ឬសំណូមពរ',
    reply: 'ការឆ្លើយតបពីផ្នែកបម្រើអតិថិជន',
    noReply: 'មិនទាន់មានការឆ្លើយតប',
  },
} satisfies Translation<Texts>;
