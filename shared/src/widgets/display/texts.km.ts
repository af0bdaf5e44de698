import type { Translation } from '../../i18n/i18n';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  display: {
    previous: 'មុន',
    next: 'បន្ទាប់',
    close: 'បិទ',
    imagePreview: 'មើលរូបភាពជាមុន',
    backToTop: 'ត្រឡប់ទៅខាងលើ',
    add: 'បន្ថែម',
    confirm: 'បញ្ជាក់',
    cancel: 'បោះបង់',
    addRoot: 'បន្ថែមថ្នាំងឫស',
    addChild: 'បន្ថែមថ្នាំងរង',
    edit: 'កែសម្រួល',
    delete: 'លុប',
    save: 'រក្សាទុក',
    nodeName: 'ឈ្មោះ',
    savedSuccessfully: 'រក្សាទុកបានជោគជ័យ',
    missingAction: 'អ្នកអាចមើលទំព័រនេះ ប៉ុន្តែមិនអាច{{action}}បានទេ សូមស្នើសិទ្ធិពីអ្នកគ្រប់គ្រងគណនីរបស់អ្នក',
    missingActionAdd: 'បន្ថែមធាតុ',
  },
} satisfies Translation<Texts>;
