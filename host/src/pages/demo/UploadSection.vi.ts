import type { Translation } from 'shared';
import type { Texts } from './UploadSection';

// The Vietnamese texts of UploadSection.ts (fetched when Vietnamese is chosen).
export default {
  upload: {
    documents: 'Tài liệu (xlsx / pdf, tối đa 1 MB, tối đa 3 tệp)',
    images: 'Hình ảnh (thẻ ảnh, tối đa 2 MB)',
    value: 'Giá trị hiện tại',
    empty: '(trống)',
  },
} satisfies Translation<Texts>;
