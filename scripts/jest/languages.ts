// The portal fetches the texts and the antd and dayjs locales of the language in use before its
// first render (boot and the stand-alone shell await prepareLanguage); a test renders at once.
// Before each test file's tests, Chinese, English and Indonesian (the languages tests read) are
// fetched here: shared's own texts, every folder registered on import, antd's zh_CN and id_ID.
import { loadTexts } from '../../shared/src/i18n/i18n';
import { loadLocale } from '../../shared/src/i18n/locale';

beforeAll(() =>
  Promise.all([loadTexts('CN'), loadTexts('EN'), loadTexts('YN'), loadLocale('CN'), loadLocale('YN')]),
);
