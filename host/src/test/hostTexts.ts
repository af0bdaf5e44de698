import { addResources } from 'shared';
import hostEn from '../i18n/texts.en';
import hostId from '../i18n/texts.id';
import hostZh from '../i18n/texts.zh';
import mailLoginEn from '../mailLogin/texts.en';
import mailLoginId from '../mailLogin/texts.id';
import mailLoginZh from '../mailLogin/texts.zh';

/**
 * The host's and the login page's texts in zh, en and id, added at once: the app fetches the
 * language in use before its first render (registerHostTexts, registerMailLoginTexts and boot's
 * prepareLanguage); a test renders without awaiting a fetch (and without a late re-render).
 * @example
 * initI18n('EN'); addHostTexts(); render(<LoginPage />);
 */
export function addHostTexts(): void {
  addResources('host', { zh: hostZh, en: hostEn, id: hostId });
  addResources('host', { zh: mailLoginZh, en: mailLoginEn, id: mailLoginId });
}
