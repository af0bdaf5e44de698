import type { Translation } from 'shared';
import type { Texts } from './DisplaySection.samples';

// The Khmer texts of DisplaySection.samples.ts (fetched when Khmer is chosen).
export default {
  display: {
    cards: 'ក្រឡាកាត',
    newCard: 'កាតថ្មី',
    cardTitle: 'ចំណងជើង',
    cardInfo: 'ព័ត៌មាន',
    cardImage: 'រូបភាព',
    previewAll: 'មើលរូបភាពទាំងអស់',
    backToTop: 'ត្រឡប់ទៅខាងលើ (រំកិលចុះលើស 400 px)',
    scrollLine: 'បន្ទាត់ {{n}}',
    categories: 'ប្រភេទទំនិញ (កម្មវិធីកែសម្រួលមែកធាង)',
    categoryName: 'ឈ្មោះប្រភេទ',
    emptyCheck: 'ពិនិត្យតម្លៃទទេ',
    emptyCheckInput: 'វាយតម្លៃ JSON (ឧ. null, {}, [], 0, "null")',
    isEmpty: 'ទទេ',
    notEmpty: 'មិនទទេ',
    notJson: 'ពិនិត្យជាខ្សែអក្សរ',
    drawerTip: 'ថតទាញយកទទឹងពេញនៅ 768 px ឬតិចជាងនេះ។',
    sample: {
      parcel: 'កញ្ចប់តូច',
      box: 'ប្រអប់ក្រដាស',
      pallet: 'ប៉ាឡែត',
      parcelInfo: '≤ 1 kg',
      boxInfo: '1–10 kg',
      palletInfo: '> 100 kg',
    },
  },
} satisfies Translation<Texts>;
