import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  dataDashboard: {
    product: 'សេវា',
    allProducts: 'សេវាទាំងអស់',
    province: 'ខេត្តទិសដៅ',
    allProvinces: 'ខេត្តទាំងអស់',
    range: '{{from}} ដល់ {{to}} (WIB) ធៀបនឹង {{previousFrom}} ដល់ {{previousTo}}',
    sections: {
      parcels: 'កញ្ចប់ឥវ៉ាន់',
      rates: 'អត្រា',
      leadTimes: 'រយៈពេលដំណើរការ',
      money: 'ចំណាយ និង COD',
      open: 'ការងារមិនទាន់បញ្ចប់',
    },
    counts: {
      created: 'ការកុម្ម៉ង់បានបង្កើត',
      pickedUp: 'បានមកយកហើយ',
      signed: 'បានចុះហត្ថលេខាទទួល',
      inTransit: 'កំពុងដឹកជញ្ជូន',
      returned: 'បានបញ្ជូនត្រឡប់',
      cancelled: 'បានបោះបង់',
    },
    rates: {
      deliverySuccess: 'អត្រាដឹកជញ្ជូនជោគជ័យ',
      returnRate: 'អត្រាបញ្ជូនត្រឡប់',
      codRefusal: 'អត្រាបដិសេធ COD',
      pickupSameDay: 'មកយកក្នុងថ្ងៃតែមួយ',
      firstAttempt: 'ជោគជ័យនៅលើកដំបូង',
      onTime: 'ទាន់ពេល (ថ្ងៃប្រតិទិន)',
      onTimeBusiness: 'ទាន់ពេល (ថ្ងៃធ្វើការ)',
    },
    leadTimes: {
      pickupMedianHours: 'រយៈពេលមកយក មធ្យមភាគ (ម៉ោង)',
      deliveryMedianHours: 'រយៈពេលដឹកជញ្ជូន មធ្យមភាគ (ម៉ោង)',
      deliveryP90Hours: 'រយៈពេលដឹកជញ្ជូន P90 (ម៉ោង)',
      codPaidMedianDays: 'ការទូទាត់ COD មធ្យមភាគ (ថ្ងៃ)',
    },
    spend: {
      freightFee: 'ថ្លៃដឹកជញ្ជូន',
      insuranceFee: 'ថ្លៃធានារ៉ាប់រង',
      codFee: 'ថ្លៃសេវា COD',
      spendTotal: 'ចំណាយសរុប',
      costPerParcel: 'ថ្លៃដើមក្នុងមួយកញ្ចប់',
    },
    cod: { collected: 'COD បានប្រមូល', inProcess: 'COD កំពុងដំណើរការ', paid: 'COD បានទូទាត់' },
    open: {
      tickets: 'សំណើសេវាមិនទាន់បិទ',
      claims: 'ការទាមទារសំណងមិនទាន់បិទ',
      heldNearDeadline: 'កញ្ចប់ឥវ៉ាន់ដែលត្រូវបានរក្សាទុកជិតដល់កាលកំណត់',
    },
    charts: {
      perDay: 'ការកុម្ម៉ង់បានបង្កើត និងបានទទួលក្នុងមួយថ្ងៃ',
      statusMix: 'ការបែងចែកស្ថានភាព',
      leadTime: 'រយៈពេលដឹកជញ្ជូនតាមខេត្ត (ម៉ោង)',
      topCities: 'ក្រុងទិសដៅកំពូលទាំង 10',
      day: 'ថ្ងៃ',
      status: 'ស្ថានភាព',
      province: 'ខេត្ត',
      city: 'ក្រុង',
      orders: 'ការកុម្ម៉ង់',
      median: 'មធ្យមភាគ',
      p90: 'P90',
    },
    summaries: {
      perDay: 'ការកុម្ម៉ង់ក្នុងមួយថ្ងៃពី {{from}} ដល់ {{to}}៖ បានបង្កើត {{created}} បានទទួល {{signed}}',
      statusMix: 'ស្ថានភាពនៃការកុម្ម៉ង់ {{total}} ដែលបានបង្កើតពី {{from}} ដល់ {{to}}៖ {{parts}}',
      leadTime: 'ម៉ោងដឹកជញ្ជូនមធ្យមភាគតាមខេត្ត៖ {{parts}}',
      topCities: 'ក្រុងដែលមានការកុម្ម៉ង់ច្រើនជាងគេ៖ {{parts}}',
    },
    noDrillDown: 'ពេលតម្រងតាមសេវា តួលេខមិនបើកការគ្រប់គ្រងការកុម្ម៉ង់ទេ (ទំព័រនោះគ្មានតម្រងសេវា)',
  },
} satisfies Translation<Texts>;
