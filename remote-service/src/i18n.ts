import { addResources } from 'shared';

export const NAMESPACE = 'remote-service';

const zh = {
  complaint: {
    title: '投诉建议',
  },
  pages: { stopGodownQuiry: '滞留件查询', returnQuiry: '退件查询', workOrder: '工单管理' },
  standalone: { title: '服务模块（独立运行）' },
};

const en: typeof zh = {
  complaint: {
    title: 'Complaints and suggestions',
  },
  pages: {
    stopGodownQuiry: 'Parcels held in warehouse',
    returnQuiry: 'Returned parcels',
    workOrder: 'Ticket management',
  },
  standalone: { title: 'Service remote (standalone)' },
};

const id: typeof zh = {
  complaint: {
    title: 'Keluhan dan saran',
  },
  pages: {
    stopGodownQuiry: 'Paket tertahan di gudang',
    returnQuiry: 'Paket retur',
    workOrder: 'Manajemen tiket',
  },
  standalone: { title: 'Modul layanan (mandiri)' },
};

export type Texts = typeof en;

addResources(
  NAMESPACE,
  { zh, en, id },
  {
    th: () => import('./i18n.th'),
    km: () => import('./i18n.km'),
    ms: () => import('./i18n.ms'),
    vi: () => import('./i18n.vi'),
  },
);
