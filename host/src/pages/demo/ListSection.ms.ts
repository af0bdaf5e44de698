import type { Translation } from 'shared';
import type { Texts } from './ListSection';

// The Malay texts of ListSection.ts (fetched when Malay is chosen).
export default {
  list: {
    templates: 'Templat barang',
    categories: 'Kategori barang (pokok)',
    largeList: 'Mod senarai besar',
  },
} satisfies Translation<Texts>;
