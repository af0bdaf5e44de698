// The dayjs and antd locales of one language, in that language's texts chunk. Both are requested
// by paths outside the federation's shared prefixes (`dayjs/`, `antd/es/`): as shared modules they
// would add their provider and consumer entries to the login page's JS. dayjs's locale file
// registers itself on the shared `dayjs` it requires.
import '../../../node_modules/dayjs/locale/ms';
import type { Locale } from 'antd/es/locale';
import msMY from 'antd/lib/locale/ms_MY';

/**
 * antd's ms_MY with its pagination corrected: it names the page-number input '' (the quick
 * jumper's `aria-label`, an input without a name for a screen reader and axe) and misspells
 * "next page" ('Halam seterusnya').
 */
const locale: Locale = {
  ...msMY,
  Pagination: { ...msMY.Pagination, page: 'Halaman', next_page: 'Halaman seterusnya' },
};

export default locale;
