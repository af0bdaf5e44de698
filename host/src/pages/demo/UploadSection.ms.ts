import type { Translation } from 'shared';
import type { Texts } from './UploadSection';

// The Malay texts of UploadSection.ts (fetched when Malay is chosen).
export default {
  upload: {
    documents: 'Dokumen (xlsx / pdf, sehingga 1 MB, maksimum 3)',
    images: 'Imej (kad gambar, sehingga 2 MB)',
    value: 'Nilai semasa',
    empty: '(kosong)',
  },
} satisfies Translation<Texts>;
