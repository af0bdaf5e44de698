import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  freightInquiry: {
    origin: 'ខណ្ឌប្រភព',
    destination: 'ខណ្ឌគោលដៅ',
    searchPlaceholder: 'វាយឈ្មោះ ឬលេខកូដខណ្ឌ',
    typeToSearch: 'វាយដើម្បីស្វែងរក',
    inquire: 'មើលតម្លៃ',
    empty: 'ជ្រើសរើសខណ្ឌ ហើយបញ្ចូលទម្ងន់ដើម្បីមើលតម្លៃ',
    route: 'ផ្លូវ',
    zone: 'តំបន់',
    available: 'មានសេវា',
    columns: {
      product: 'សេវា',
      freight: 'ថ្លៃដឹកជញ្ជូន',
      billableWeight: 'ទម្ងន់គិតថ្លៃ',
      serviceDays: 'រយៈពេលដឹកជញ្ជូន',
      available: 'ភាពអាចប្រើបាន',
    },
  },
} satisfies Translation<Texts>;
