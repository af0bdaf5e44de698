import type { Translation } from 'shared';
import type { Texts } from './PickerSection.texts';

// The Khmer texts of PickerSection.texts.ts (fetched when Khmer is chosen).
export default {
  pickers: {
    networkScoped: 'ឧបករណ៍ជ្រើសសាខា (សាខាផ្ទាល់ មែកធាង + ស្វែងរក សួរមុនពេលសម្អាត)',
    networkAll: 'ឧបករណ៍ជ្រើសសាខា (គ្រប់សាខា បញ្ជីតាមទំព័រ)',
    scopedTo: 'វិសាលភាព៖ {{name}}',
    single: 'ជម្រើសតែមួយ (ប្រភេទរយៈពេលសេវា)',
    dimension: 'ឧបករណ៍ជ្រើសចន្លោះ (ចន្លោះទម្ងន់)',
    region: 'ជម្រើសជាជាន់ (ខេត្ត → ក្រុង → ខណ្ឌ)',
    province: 'ខេត្ត',
    regency: 'ក្រុង / ស្រុក',
    district: 'ខណ្ឌ / ឃុំ',
    remote: 'ជម្រើសពីម៉ាស៊ីនមេ (ស្វែងរកសាខា)',
    limited: 'កំណត់ជម្រើសច្រើន (លំនាំដើម 99 នៅទីនេះ 3)',
    number: 'ប្រអប់លេខ (ទសភាគ 0 ជំហាន 1)',
    thousands: 'ប្រអប់លេខខ្ទង់ពាន់',
    phone: 'អត្ថបទលេខទូរស័ព្ទ (3-4-4)',
    dateRange: 'ចន្លោះកាលបរិច្ឆេទជាមួយជម្រើសរហ័ស',
    value: 'តម្លៃបច្ចុប្បន្ន',
    empty: '(ទទេ)',
    goodsTypes: ['សម្លៀកបំពាក់', 'គ្រឿងអេឡិចត្រូនិក', 'ឯកសារ', 'អាហារ', 'គ្រឿងសំអាង'],
  },
} satisfies Translation<Texts>;
