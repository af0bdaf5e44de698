import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  orderManagement: {
    chargeable: 'ទម្ងន់គិតថ្លៃ {{weight}}',
    feeBreakdown: 'ថ្លៃដឹកជញ្ជូន {{freight}} · ធានារ៉ាប់រង {{insurance}} · ថ្លៃសេវា COD {{cod}}',
    cancel: {
      done: 'បានបោះបង់ការកុម្ម៉ង់៖ {{count}}',
      refused: 'ការកុម្ម៉ង់មិនត្រូវបានបោះបង់៖ {{count}}',
      confirmOne: 'បោះបង់ការកុម្ម៉ង់ {{billCode}} ឬ?',
      confirmMany: 'បោះបង់ការកុម្ម៉ង់ដែលបានជ្រើស {{count}} ឬ?',
      irreversible:
        'ការកុម្ម៉ង់ដែលបានបោះបង់មិនអាចស្ដារវិញបានទេ។ អាចបោះបង់បានតែការកុម្ម៉ង់ដែលនៅក្នុងស្ថានភាព "បានបង្កើតការកុម្ម៉ង់" ប៉ុណ្ណោះ។',
      skipped: 'ការកុម្ម៉ង់ដែលបានជ្រើស {{count}} ផ្សេងទៀតបានហួសស្ថានភាព "បានបង្កើតការកុម្ម៉ង់" ហើយ៖ វានៅដដែល។',
      ok: 'បោះបង់ការកុម្ម៉ង់',
      keep: 'រក្សាទុក',
    },
    address: {
      fees: {
        current: 'ថ្លៃដឹកជញ្ជូនបច្ចុប្បន្ន',
        next: 'ថ្លៃដឹកជញ្ជូនថ្មី',
        difference: 'ភាពខុសគ្នា {{amount}}',
        unchanged: 'ខណ្ឌដដែល៖ ថ្លៃដឹកជញ្ជូននៅដដែល',
        idle: 'ជ្រើសរើសខណ្ឌដើម្បីមើលថ្លៃដឹកជញ្ជូនថ្មី',
        failed: 'មិនអាចគណនាថ្លៃដឹកជញ្ជូនថ្មីបានទេ',
      },
      refusedTitle: 'មិនអាចប្ដូរអាសយដ្ឋានរបស់ {{billCode}} បានទេ',
      title: 'ប្ដូរអ្នកទទួល · {{billCode}}',
      save: 'រក្សាទុកអាសយដ្ឋាន',
      done: 'បានប្ដូរអាសយដ្ឋាន',
      freightChanged: 'ថ្លៃដឹកជញ្ជូនបានផ្លាស់ប្ដូរ',
      freightSame: 'ថ្លៃដឹកជញ្ជូនមិនផ្លាស់ប្ដូរ',
      phoneHint: 'លេខត្រូវបានលាក់ក្នុងបញ្ជី ({{phone}})៖ សូមវាយបញ្ចូលពេញលេញ។',
      useCurrentPhone: 'ប្រើលេខបច្ចុប្បន្ន',
    },
  },
} satisfies Translation<Texts>;
