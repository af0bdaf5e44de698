import { addResources } from 'shared';
import { NAMESPACE } from '../../i18n';
import '../texts';

/** Texts of the attachment field and the file links (all service screens). */
const zh = {
  attachments: {
    files: '附件',
    none: '无附件',
    preview: '预览 {{name}}',
  },
};
const en: typeof zh = {
  attachments: {
    files: 'Files',
    none: 'No files',
    preview: 'Preview {{name}}',
  },
};
const id: typeof zh = {
  attachments: {
    files: 'Berkas',
    none: 'Tidak ada berkas',
    preview: 'Pratinjau {{name}}',
  },
};

export type Texts = typeof en;

addResources(
  NAMESPACE,
  { zh, en, id },
  {
    th: () => import(/* webpackChunkName: "texts-th" */ './texts.th'),
    km: () => import(/* webpackChunkName: "texts-km" */ './texts.km'),
    ms: () => import(/* webpackChunkName: "texts-ms" */ './texts.ms'),
    vi: () => import(/* webpackChunkName: "texts-vi" */ './texts.vi'),
  },
);
