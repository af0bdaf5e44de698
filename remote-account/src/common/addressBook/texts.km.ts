import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  keyword: 'ឈ្មោះ ទូរស័ព្ទ ឬអាសយដ្ឋាន',
  mainAction: 'បន្ថែមអាសយដ្ឋាន',
  columns: {
    name: 'ឈ្មោះ',
    phone: 'ទូរស័ព្ទ',
    province: 'ខេត្ត',
    city: 'ក្រុង',
    district: 'ខណ្ឌ / ឃុំ',
    address: 'អាសយដ្ឋាន',
    postalCode: 'លេខកូដប្រៃសណីយ៍',
    isDefault: 'លំនាំដើម',
  },
  defaultTag: 'លំនាំដើម',
  saved: 'បានរក្សាទុកអាសយដ្ឋាន',
  deleted: 'បានលុបអាសយដ្ឋាន',
  deletedAll: 'បានលុបអាសយដ្ឋាន {{count}}',
  showPhone: 'បង្ហាញ',
  actions: {
    add: 'អាសយដ្ឋានថ្មី',
    edit: 'កែសម្រួល',
    delete: 'លុប',
    deleteAll: 'លុបទាំងអស់',
    setDefault: 'កំណត់ជាលំនាំដើម',
    template: 'ទាញយកគំរូ',
    import: 'នាំចូល',
    export: 'នាំចេញ',
  },
  confirm: {
    delete: 'លុបអាសយដ្ឋានរបស់ {{name}} ឬ?',
    deleteAll: 'លុបអាសយដ្ឋានទាំង {{count}} ក្នុងសៀវភៅនេះឬ? មិនអាចត្រឡប់វិញបានទេ។',
  },
  form: {
    addTitle: 'អាសយដ្ឋានថ្មី',
    editTitle: 'កែសម្រួលអាសយដ្ឋាន',
    name: 'ឈ្មោះ',
    phone: 'លេខទូរស័ព្ទដៃ',
    province: 'ខេត្ត',
    city: 'ក្រុង',
    district: 'ខណ្ឌ / ឃុំ',
    address: 'អាសយដ្ឋាន',
    postalCode: 'លេខកូដប្រៃសណីយ៍',
    isDefault: 'កំណត់ជាអាសយដ្ឋានលំនាំដើម',
    required: 'សូមបញ្ចូល{{field}}',
  },
  import: {
    title: 'នាំចូលអាសយដ្ឋាន',
    hint: 'តែ xlsx ប៉ុណ្ណោះ មិនលើស 5 MB ដោយមានជួរឈរដូចគំរូ',
    choose: 'ជ្រើសរើសឯកសារ',
    wrongType: 'សូមជ្រើសរើសឯកសារ xlsx',
    tooLarge: 'ឯកសារមិនត្រូវលើស 5 MB',
    result: '{{total}} ជួរ៖ បាននាំចូល {{imported}}, មានក្នុងសៀវភៅរួចហើយ {{duplicates}}, មានកំហុស {{errors}}',
    row: 'ជួរ {{rowNo}}',
  },
} satisfies Translation<Texts>;
