// The dayjs and antd locales of one language, in that language's texts chunk. Both are requested
// by paths outside the federation's shared prefixes (`dayjs/`, `antd/es/`): as shared modules they
// would add their provider and consumer entries to the login page's JS. dayjs's locale file
// registers itself on the shared `dayjs` it requires.
import '../../../node_modules/dayjs/locale/zh-cn';

export { default } from 'antd/lib/locale/zh_CN';
