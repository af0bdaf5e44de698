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

addResources(NAMESPACE, { zh, en, id });
