import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  fastPrinting: {
    mainAction: 'បោះពុម្ពស្លាក',
    billCodes: 'លេខវិក្កយបត្រដឹកជញ្ជូន',
    billCodesPlaceholder: 'បិទភ្ជាប់លេខវិក្កយបត្រដឹកជញ្ជូន មួយបន្ទាត់មួយលេខ ឬបំបែកដោយសញ្ញាក្បៀស ឬដកឃ្លា',
    createdAt: 'បានបង្កើត',
    printed: 'ស្ថានភាពបោះពុម្ព',
    printedAny: 'ទាំងអស់',
    printedYes: 'បានបោះពុម្ព',
    printedNo: 'មិនទាន់បោះពុម្ព',
    notFound: 'គ្មានការកុម្ម៉ង់របស់អ្នកដែលមានលេខវិក្កយបត្រដឹកជញ្ជូនទាំង {{count}} នេះទេ៖ {{codes}}',
    cancelled: 'ការកុម្ម៉ង់ {{count}} ទាំងនេះត្រូវបានបោះបង់ មិនអាចបោះពុម្ពស្លាកបានទេ៖ {{codes}}',
    search: 'ស្វែងរក',
    reset: 'កំណត់ឡើងវិញ',
    style: 'ទម្រង់ស្លាក',
    styles: {
      THERMAL_100x150: 'ក្រដាសកម្ដៅ 100×150',
      A6: 'A6',
      A4_4UP: 'A4 បួនក្នុងមួយសន្លឹក',
    },
    discountPrint: 'បង្ហាញថ្លៃសេវា និងការបញ្ចុះតម្លៃលើស្លាក',
    print: 'បោះពុម្ព',
    printNoCod: 'បោះពុម្ពដោយគ្មាន COD',
    printing: 'កំពុងបង្កើតស្លាក…',
    selected: 'បានជ្រើស {{count}}',
    settings: 'ការកំណត់បោះពុម្ព',
    defaultStyle: 'ទម្រង់លំនាំដើម',
    printCod: 'បោះពុម្ពចំនួនប្រាក់ COD',
    save: 'រក្សាទុក',
    saved: 'បានរក្សាទុកការកំណត់បោះពុម្ព',
    columns: {
      billCode: 'លេខវិក្កយបត្រដឹកជញ្ជូន',
      customerOrderNo: 'លេខការកុម្ម៉ង់របស់អតិថិជន',
      receiver: 'អ្នកទទួល',
      city: 'ក្រុង',
      status: 'ស្ថានភាព',
      printCount: 'ចំនួនដងបោះពុម្ព',
      lastPrintedAt: 'បោះពុម្ពចុងក្រោយ',
    },
  },
} satisfies Translation<Texts>;
