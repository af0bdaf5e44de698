import { addResources } from 'shared';
import { NAMESPACE } from '../i18n';

// The texts several account pages share.
const zh = {
  common: {
    loading: '查询中...',
    cancel: '取消',
  },
};

const en: typeof zh = {
  common: {
    loading: 'Querying...',
    cancel: 'Cancel',
  },
};

const id: typeof zh = {
  common: {
    loading: 'Sedang memuat...',
    cancel: 'Batal',
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
