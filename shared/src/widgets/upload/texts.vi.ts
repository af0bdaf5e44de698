import type { Translation } from '../../i18n/i18n';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  upload: {
    select: 'Chọn tệp',
    add: 'Tải lên',
    hintTypes: 'hỗ trợ {{types}}',
    hintSize: 'tối đa {{size}} mỗi tệp',
    hintLimit: 'tối đa {{limit}} tệp',
  },
} satisfies Translation<Texts>;
