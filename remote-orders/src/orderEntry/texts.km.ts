import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  orderEntry: {
    addressBook: {
      pick: 'ជ្រើសពីសៀវភៅអាសយដ្ឋាន',
      title: {
        sender: 'ជ្រើសរើសអាសយដ្ឋានអ្នកផ្ញើ',
        receiver: 'ជ្រើសរើសអាសយដ្ឋានអ្នកទទួល',
      },
      search: 'ស្វែងរកតាមឈ្មោះ លេខទូរស័ព្ទ ឬអាសយដ្ឋាន',
      default: 'លំនាំដើម',
      use: 'ប្រើ',
      empty: 'សៀវភៅអាសយដ្ឋានទទេ',
      noMatch: 'គ្មានអាសយដ្ឋានត្រូវនឹង "{{keyword}}" ទេ',
      loadFailed: 'មិនអាចផ្ទុកសៀវភៅអាសយដ្ឋានបានទេ',
      retry: 'ព្យាយាមម្ដងទៀត',
      loadMore: 'ផ្ទុកបន្ថែម',
      saveReceiver: 'រក្សាទុកអ្នកទទួលក្នុងសៀវភៅអាសយដ្ឋាន',
      saved: 'បានរក្សាទុកអ្នកទទួលក្នុងសៀវភៅអាសយដ្ឋាន',
      alreadySaved: 'អ្នកទទួលនេះមានក្នុងសៀវភៅអាសយដ្ឋានរួចហើយ',
      saveFailed: 'ការកុម្ម៉ង់ត្រូវបានបង្កើត ប៉ុន្តែមិនបានរក្សាទុកអ្នកទទួលក្នុងសៀវភៅអាសយដ្ឋានទេ៖ {{reason}}',
    },
    sections: {
      sender: 'អ្នកផ្ញើ',
      receiver: 'អ្នកទទួល',
      goods: 'ទំនិញ និងសេវា',
    },
    phoneHint: 'ទូរស័ព្ទដៃឥណ្ឌូនេស៊ី៖ 08…, 8…, 628… ឬ +62 8…',
    codNotAllowed: 'គណនីរបស់អ្នកមិនមានសេវាប្រមូលប្រាក់ពេលដឹកដល់ទេ',
    customerOrderNo: 'លេខការកុម្ម៉ង់របស់អតិថិជន',
    save: 'ដាក់ស្នើការកុម្ម៉ង់',
    mainAction: 'បង្កើតការកុម្ម៉ង់',
    saved: {
      title: 'បានបង្កើតការកុម្ម៉ង់',
      waybill: 'លេខវិក្កយបត្រដឹកជញ្ជូន',
      customerOrderNo: 'លេខការកុម្ម៉ង់របស់អតិថិជន {{customerOrderNo}}',
      total: 'សរុប {{total}}',
      duplicate: 'សេចក្ដីព្រាងនេះត្រូវបានដាក់ស្នើរួចហើយ៖ នេះជាការកុម្ម៉ង់ដដែល គ្មានអ្វីត្រូវបានបង្កើតពីរដងទេ។',
      newOrder: 'ការកុម្ម៉ង់ថ្មី',
      viewInManagement: 'មើលក្នុងការគ្រប់គ្រងការកុម្ម៉ង់',
    },
  },
} satisfies Translation<Texts>;
