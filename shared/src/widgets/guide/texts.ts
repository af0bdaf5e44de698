import { addResources, SHARED_NAMESPACE } from '../../i18n';

/** Texts of the page guide, under `shared:guide.*` (zh, en, id); the tour's buttons are antd's locale. */
addResources(SHARED_NAMESPACE, {
  zh: { guide: { replay: '页面引导' } },
  en: { guide: { replay: 'Page guide' } },
  id: { guide: { replay: 'Panduan halaman' } },
});
