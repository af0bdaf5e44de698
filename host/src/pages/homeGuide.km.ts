import type { Translation } from 'shared';
import type { Texts } from './homeGuide';

// The Khmer texts of homeGuide.ts (fetched when Khmer is chosen).
export default {
  homeGuide: {
    welcome: {
      title: 'សូមស្វាគមន៍មកកាន់វេទិកាសេវាអតិថិជន',
      description: 'នេះជាទំព័រដើមរបស់អ្នក។ "ការណែនាំទំព័រ" នៅខាងស្ដាំ បង្ហាញការណែនាំនេះម្ដងទៀតបានគ្រប់ពេល។',
    },
    quickLinks: {
      title: 'តំណរហ័ស',
      description: 'ទំព័រទាំងអស់ដែលអ្នកអាចបើកបាននៅទីនេះ ដូចជា បញ្ចូលការកុម្ម៉ង់ គ្រប់គ្រងការកុម្ម៉ង់ និងតាមដានកញ្ចប់ឥវ៉ាន់។',
    },
    notices: {
      title: 'សេចក្ដីជូនដំណឹង',
      description: 'សេចក្ដីជូនដំណឹងសំខាន់ៗ ដូចជាកាលវិភាគថ្ងៃឈប់សម្រាក និងការផ្លាស់ប្ដូរសេវាកម្ម បង្ហាញនៅទីនេះ។',
    },
    header: {
      title: 'ការជូនដំណឹង និងគណនីរបស់អ្នក',
      description: 'កណ្ដឹងបង្ហាញការជូនដំណឹងដែលមិនទាន់អាន ឈ្មោះរបស់អ្នកបើកប្រវត្តិរូប ការប្ដូរពាក្យសម្ងាត់ និងការចាកចេញ។',
    },
  },
} satisfies Translation<Texts>;
