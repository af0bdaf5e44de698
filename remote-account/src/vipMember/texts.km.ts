import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  member: {
    mainAction: 'ប្ដូរពិន្ទុ',
    level: {
      title: 'កម្រិតសមាជិក',
      growth: 'ពិន្ទុកំណើន {{growth}}',
      toNext: 'ត្រូវការពិន្ទុកំណើន {{growth}} ទៀតដើម្បីឡើងដល់ {{level}}',
      top: 'អ្នកស្ថិតនៅកម្រិតខ្ពស់បំផុត',
    },
    points: {
      title: 'ពិន្ទុរបស់ខ្ញុំ',
      balance: 'ពិន្ទុដែលអាចប្រើបាន',
      expiring: 'ពិន្ទុ {{points}} នឹងផុតកំណត់នៅ {{date}}',
    },
    goods: {
      title: 'ហាងប្ដូរពិន្ទុ',
      cost: '{{points}} ពិន្ទុ',
      stock: 'នៅសល់ក្នុងស្តុក {{stock}}',
      exchange: 'ប្ដូរ',
      unavailable: 'មិនអាចប្ដូរបាន',
      soldOut: 'អស់ពីស្តុក',
    },
    exchange: {
      title: 'ប្ដូរ៖ {{name}}',
      quantity: 'បរិមាណ',
      total: 'សរុប {{points}} ពិន្ទុ',
      next: 'បន្ទាប់',
      confirm: 'បញ្ជាក់ការប្ដូរ',
      pointsAfter: 'នៅសល់ {{points}} ពិន្ទុក្រោយការប្ដូរ',
      refused: 'មិនអាចប្ដូរបាននៅពេលនេះទេ',
      done: 'បានប្ដូរ',
      delivery: {
        title: 'ការដឹកជញ្ជូន (ទំនិញនឹងត្រូវផ្ញើទៅអាសយដ្ឋាននេះ)',
        name: 'អ្នកទទួល',
        phone: 'លេខទូរស័ព្ទដៃ',
        address: 'អាសយដ្ឋានពេញលេញ',
        addressPlaceholder: 'ផ្លូវ និងលេខផ្ទះ ខណ្ឌ ក្រុង លេខកូដប្រៃសណីយ៍',
        required: 'ចាំបាច់៖ ទំនិញនឹងត្រូវផ្ញើទៅអាសយដ្ឋាននេះ',
        phoneInvalid: 'មិនមែនជាលេខទូរស័ព្ទដៃឥណ្ឌូនេស៊ីទេ (08… ឬ +62 8…)',
        addressShort: 'សូមបញ្ចូលអាសយដ្ឋានពេញលេញ (យ៉ាងតិច {{min}} តួអក្សរ)',
      },
      reasons: {
        GOODS_DISABLED: 'មិនអាចប្ដូរទំនិញនេះបាននៅពេលនេះទេ',
        OUT_OF_STOCK: 'ស្តុកមិនគ្រប់គ្រាន់',
        INSUFFICIENT_POINTS: 'ពិន្ទុមិនគ្រប់គ្រាន់',
      },
    },
    records: {
      title: 'កំណត់ត្រាការប្ដូរ',
      createdAt: 'បានប្ដូរនៅ',
      goods: 'ទំនិញ',
      quantity: 'បរិមាណ',
      pointsSpent: 'ពិន្ទុដែលបានប្រើ',
      status: 'ស្ថានភាព',
      delivery: 'អាសយដ្ឋានដឹកជញ្ជូន',
      statuses: {
        SUBMITTED: 'បានដាក់ស្នើ',
        SHIPPED: 'បានផ្ញើចេញ',
        COMPLETED: 'បានបញ្ចប់',
        CANCELLED: 'បានបោះបង់',
      },
    },
    ledger: {
      title: 'បញ្ជីពិន្ទុ',
      createdAt: 'ពេលវេលា',
      change: 'ការផ្លាស់ប្ដូរ',
      reason: 'មូលហេតុ',
      expiresAt: 'ផុតកំណត់នៅ',
      reasons: {
        EARN: 'ទទួលបានពីការកុម្ម៉ង់',
        ORDER: 'ទទួលបានពីការកុម្ម៉ង់',
        EXCHANGE: 'បានប្ដូរ',
        EXPIRE: 'ផុតកំណត់',
        ADJUST: 'បានកែតម្រូវ',
        REFUND: 'ការប្ដូរត្រូវបានសងវិញ',
      },
    },
  },
} satisfies Translation<Texts>;
