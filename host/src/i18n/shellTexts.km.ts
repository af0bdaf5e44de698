import type { Translation } from 'shared';
import type { Texts } from './shellTexts';

// The Khmer texts of shellTexts.ts (fetched when Khmer is chosen).
export default {
  shell: {
    openMenu: 'បើកម៉ឺនុយ',
  },
  demo: {
    list: 'ទំព័របញ្ជី',
    pickers: 'ឧបករណ៍ជ្រើសរើស និងប្រអប់បញ្ចូល',
    upload: 'ផ្ទុកឡើង',
    display: 'ធាតុបង្ហាញ',
  },
  home: {
    welcome: 'សូមស្វាគមន៍ {{name}}',
    customer: 'អតិថិជន៖ {{name}}',
    quickLinks: 'តំណរហ័ស',
    kpis: {
      title: '7 ថ្ងៃចុងក្រោយ',
      open: 'បើកផ្ទាំងទិន្នន័យ',
      created: 'ការកុម្ម៉ង់បានបង្កើត',
      signed: 'បានចុះហត្ថលេខាទទួល',
      deliverySuccess: 'អត្រាដឹកជញ្ជូនជោគជ័យ',
      codInProcess: 'COD កំពុងដំណើរការ',
    },
    notices: 'ការជូនដំណឹងថ្មីៗ',
    noNotices: 'មិនទាន់មានការជូនដំណឹងទេ',
    noLinks: 'គ្មានទំព័រដែលអាចប្រើបាន',
    allNotices: 'ការជូនដំណឹងទាំងអស់',
  },
  help: {
    open: 'ជំនួយ',
    title: 'មជ្ឈមណ្ឌលជំនួយ',
    search: 'ស្វែងរកជំនួយ',
    searchPlaceholder: 'ពាក្យ ឧ. នាំចូល, COD',
    empty: 'មិនទាន់មានអត្ថបទជំនួយទេ',
    noMatch: 'គ្មានអត្ថបទត្រូវនឹង “{{query}}” ទេ',
    openPage: 'បើកទំព័រ៖ {{title}}',
    openPageShort: 'បើកទំព័រ',
    openLink: 'បើកតំណ (បង្អួចថ្មី)៖ {{title}}',
    openLinkShort: 'បើកតំណ',
    categories: {
      orders: 'ការកុម្ម៉ង់ និងការនាំចូល',
      printing: 'ការបោះពុម្ពស្លាក',
      tracking: 'ការតាមដានកញ្ចប់ឥវ៉ាន់',
      finance: 'COD និងហិរញ្ញវត្ថុ',
      service: 'ការទាមទារសំណង និងសំណើសេវា',
      account: 'គណនី និងគណនីរង',
      other: 'ផ្សេងៗ',
    },
  },
  warningBar: {
    label: 'សេចក្ដីជូនដំណឹងសេវាកម្ម',
    close: 'បិទសេចក្ដីជូនដំណឹង៖ {{title}}',
    details: 'ព័ត៌មានលម្អិត',
    more: 'បន្ថែម',
    less: 'តិច',
  },
  advert: {
    label: 'ការផ្ដល់ជូន និងសេវាកម្ម',
    dismiss: 'កុំបង្ហាញម្ដងទៀត៖ {{title}}',
    more: 'ស្វែងយល់បន្ថែម',
  },
} satisfies Translation<Texts>;
