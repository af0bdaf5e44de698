import type { Translation } from 'shared';
import type { Texts } from './UploadSection';

// The Khmer texts of UploadSection.ts (fetched when Khmer is chosen).
export default {
  upload: {
    documents: 'ឯកសារ (xlsx / pdf មិនលើស 1 MB ច្រើនបំផុត 3)',
    images: 'រូបភាព (កាតរូបភាព មិនលើស 2 MB)',
    value: 'តម្លៃបច្ចុប្បន្ន',
    empty: '(ទទេ)',
  },
} satisfies Translation<Texts>;
