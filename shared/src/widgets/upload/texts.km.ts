import type { Translation } from '../../i18n/i18n';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  upload: {
    select: 'ជ្រើសរើសឯកសារ',
    add: 'ផ្ទុកឡើង',
    hintTypes: 'គាំទ្រ {{types}}',
    hintSize: 'មិនលើស {{size}} ក្នុងមួយឯកសារ',
    hintLimit: 'ច្រើនបំផុត {{limit}} ឯកសារ',
  },
} satisfies Translation<Texts>;
