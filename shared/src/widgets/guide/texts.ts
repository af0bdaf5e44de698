import { addResources, SHARED_NAMESPACE } from '../../i18n';

/** Texts of the page guide, under `shared:guide.*`; the tour's buttons are antd's locale. */
const texts = {
  zh: { guide: { replay: '页面引导' } },
  en: { guide: { replay: 'Page guide' } },
  id: { guide: { replay: 'Panduan halaman' } },
};

export type Texts = (typeof texts)['en'];

addResources(SHARED_NAMESPACE, texts, {
  th: () => import(/* webpackChunkName: "texts-th" */ './texts.th'),
  km: () => import(/* webpackChunkName: "texts-km" */ './texts.km'),
  ms: () => import(/* webpackChunkName: "texts-ms" */ './texts.ms'),
  vi: () => import(/* webpackChunkName: "texts-vi" */ './texts.vi'),
});
