import { addResources, SHARED_NAMESPACE } from '../../i18n';

/** Texts of the upload widgets, under `shared:upload.*` (zh, en, id). */
const texts = {
  zh: {
    upload: {
      select: '选择文件',
      add: '上传',
      hintTypes: '支持 {{types}}',
      hintSize: '单个文件不超过 {{size}}',
      hintLimit: '最多 {{limit}} 个',
    },
  },
  en: {
    upload: {
      select: 'Select file',
      add: 'Upload',
      hintTypes: 'accepts {{types}}',
      hintSize: 'up to {{size}} each',
      hintLimit: 'at most {{limit}} files',
    },
  },
  id: {
    upload: {
      select: 'Pilih file',
      add: 'Unggah',
      hintTypes: 'menerima {{types}}',
      hintSize: 'maksimal {{size}} per file',
      hintLimit: 'paling banyak {{limit}} file',
    },
  },
};

export type Texts = (typeof texts)['en'];

addResources(SHARED_NAMESPACE, texts, {
  th: () => import(/* webpackChunkName: "texts-th" */ './texts.th'),
  km: () => import(/* webpackChunkName: "texts-km" */ './texts.km'),
  ms: () => import(/* webpackChunkName: "texts-ms" */ './texts.ms'),
  vi: () => import(/* webpackChunkName: "texts-vi" */ './texts.vi'),
});
