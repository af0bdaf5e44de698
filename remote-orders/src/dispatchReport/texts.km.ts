import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  dispatchReport: {
    groupBy: 'ដាក់ជាក្រុមតាម',
    groupings: { DAY: 'ថ្ងៃ', WEEK: 'សប្តាហ៍', MONTH: 'ខែ' },
    product: 'សេវា',
    allProducts: 'សេវាទាំងអស់',
    bucket: 'រយៈពេល',
    signer: 'អ្នកចុះហត្ថលេខាទទួល',
    city: 'ក្រុង',
    parcels: 'ចំនួនកញ្ចប់ឥវ៉ាន់',
    signers: {
      title: 'អ្នកចុះហត្ថលេខាទទួល',
      summary: 'កញ្ចប់ឥវ៉ាន់ {{total}} បានចុះហត្ថលេខាទទួលពី {{from}} ដល់ {{to}}៖ {{parts}}',
    },
    cities: {
      title: 'ក្រុងកំពូលទាំង 10 ដែលទទួលច្រើនជាងគេ',
      summary: 'ក្រុងដែលទទួលកញ្ចប់ឥវ៉ាន់ច្រើនជាងគេ៖ {{parts}}',
    },
    sign: {
      title: 'កញ្ចប់ឥវ៉ាន់បានចុះហត្ថលេខាទទួល',
      summary: 'កញ្ចប់ឥវ៉ាន់ {{total}} បានចុះហត្ថលេខាទទួលពី {{from}} ដល់ {{to}}',
      signed: 'បានចុះហត្ថលេខាទទួល',
    },
    status: {
      title: 'ស្ថានភាពដឹកជញ្ជូន',
      summary:
        'ការដឹកជញ្ជូនពី {{from}} ដល់ {{to}}៖ កំពុងដឹកទៅប្រគល់ {{outForDelivery}}, ត្រូវបានរក្សាទុក {{held}}, បានដឹកដល់ {{delivered}}, កំពុងបញ្ជូនត្រឡប់ {{returning}}, បានបញ្ជូនត្រឡប់ {{returned}}',
      outForDelivery: 'កំពុងដឹកទៅប្រគល់',
      held: 'ត្រូវបានរក្សាទុក',
      delivered: 'បានដឹកដល់',
      returning: 'កំពុងបញ្ជូនត្រឡប់',
      returned: 'បានបញ្ជូនត្រឡប់',
    },
    growth: {
      title: 'កំណើនធៀបនឹងរយៈពេលមុន',
      created: 'បានបង្កើតការកុម្ម៉ង់',
      signed: 'បានចុះហត្ថលេខាទទួល',
      value: '{{what}}',
      previous: '{{what}} (រយៈពេលមុន)',
      change: 'បម្រែបម្រួល {{what}}',
    },
  },
} satisfies Translation<Texts>;
