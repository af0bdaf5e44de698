import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  lateParcels: {
    period: 'ពេលមកយក',
    kind: 'ប្រភេទ',
    product: 'សេវា',
    kinds: { SIGNED_LATE: 'ចុះហត្ថលេខាទទួលយឺត', UNDELIVERED: 'មិនទាន់ដឹកដល់ ហួស SLA' },
    cards: {
      signedLate: 'ចុះហត្ថលេខាទទួលយឺត',
      signedLateFormula:
        'កញ្ចប់ឥវ៉ាន់ដែលបានមកយកក្នុងរយៈពេលដែលបានជ្រើស ហើយបានចុះហត្ថលេខាទទួលក្រោយថ្ងៃកំណត់ SLA (គិតតែថ្ងៃធ្វើការ មិនរាប់ថ្ងៃអាទិត្យ និងថ្ងៃឈប់សម្រាកបុណ្យ)',
      undelivered: 'មិនទាន់ដឹកដល់ ហួស SLA',
      undeliveredFormula: 'កញ្ចប់ឥវ៉ាន់ដែលបានមកយកក្នុងរយៈពេលដែលបានជ្រើស មិនទាន់ចុះហត្ថលេខាទទួល ហើយថ្ងៃនេះហួសថ្ងៃកំណត់ SLA ហើយ',
      claimTotal: 'សំណងដែលអាចទាមទារសរុប',
      claimTotalFormula:
        'ផលបូកនៃសំណងអតិបរមាដែលកញ្ចប់ឥវ៉ាន់យឺតនីមួយៗអាចទាមទារបាន តាមវិធានទាមទារសំណង (ធានារ៉ាប់រង, ពហុគុណនៃថ្លៃដឹកជញ្ជូន, កម្រិតខ្ពស់បំផុត)',
    },
    columns: {
      billCode: 'លេខវិក្កយបត្រដឹកជញ្ជូន',
      kind: 'ប្រភេទ',
      statusLabel: 'ស្ថានភាព',
      productType: 'សេវា',
      receiverCity: 'ក្រុងអ្នកទទួល',
      pickedUpAt: 'បានមកយក',
      dueDay: 'ថ្ងៃកំណត់ SLA',
      signedAt: 'បានចុះហត្ថលេខាទទួល',
      daysLate: 'ចំនួនថ្ងៃធ្វើការយឺត',
      claimAmount: 'សំណងដែលអាចទាមទារ',
    },
    claim: 'ដាក់ពាក្យទាមទារសំណង',
    export: 'នាំចេញ',
    forecast: {
      title: 'ការព្យាករណ៍ការពិន័យពីទីផ្សារអនឡាញ',
      intro:
        'ការកុម្ម៉ង់របស់អ្នកលក់លើទីផ្សារអនឡាញ៖ អត្រាផ្ញើទំនិញយឺត (ការស្កេនមកយកលើកដំបូងលើសពី {{days}} ថ្ងៃធ្វើការក្រោយការកុម្ម៉ង់) ក្នុងរយៈពេលរំកិលរបស់ទីផ្សារអនឡាញនីមួយៗ ធៀបនឹងកម្រិតដែលទីផ្សារនោះបានប្រកាស (តម្លៃលំនាំដើម)។',
      marketplace: 'ទីផ្សារអនឡាញ',
      window: 'រយៈពេល',
      windowDays: '{{days}} ថ្ងៃចុងក្រោយ',
      orders: 'ការកុម្ម៉ង់',
      late: 'ផ្ញើទំនិញយឺត',
      lateRate: 'អត្រាផ្ញើទំនិញយឺត',
      penaltyRate: 'កម្រិតពិន័យ',
      state: 'ការព្យាករណ៍',
      states: { OK: 'សុវត្ថិភាព', AT_RISK: 'ជិតដល់កម្រិត', OVER: 'លើសកម្រិត', NO_DATA: 'គ្មានទិន្នន័យ' },
      summary: 'អត្រាផ្ញើទំនិញយឺតធៀបនឹងកម្រិត៖ {{parts}}',
    },
  },
} satisfies Translation<Texts>;
