import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  remoteVersion: {
    refused:
      'Versi modul {{domain}} ini tidak sesuai dengan portal: ia memerlukan {{required}}, portal menyediakan {{provided}}.',
    newBuild: 'Versi baharu modul {{domain}} tersedia.',
    newBuildHint: 'Halaman ini terus berfungsi; muat semula untuk menggunakan versi baharu.',
    reload: 'Muat semula',
  },
} satisfies Translation<Texts>;
