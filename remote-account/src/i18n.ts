import { addResources } from 'shared';

export const NAMESPACE = 'remote-account';

const zh = {
  customerData: {
    addTitle: '客户资料提交',
    editTitle: '客户资料编辑',
    examineTitle: '客户资料审核',
  },
  addressBook: {
    senderTitle: '我的寄件地址',
    receiverTitle: '收件地址',
  },
  authority: {
    title: '授权管理',
  },
  member: {
    title: '会员积分兑换',
  },
  standalone: { title: '账户模块（独立运行）' },
};

const en: typeof zh = {
  customerData: {
    addTitle: 'Customer data submission',
    editTitle: 'Customer data edit',
    examineTitle: 'Customer data review',
  },
  addressBook: {
    senderTitle: 'Sender addresses',
    receiverTitle: 'Receiver addresses',
  },
  authority: {
    title: 'Sub-account management',
  },
  member: {
    title: 'Member points exchange',
  },
  standalone: { title: 'Account remote (standalone)' },
};

const id: typeof zh = {
  customerData: {
    addTitle: 'Pengajuan data pelanggan',
    editTitle: 'Ubah data pelanggan',
    examineTitle: 'Tinjauan data pelanggan',
  },
  addressBook: {
    senderTitle: 'Alamat pengirim',
    receiverTitle: 'Alamat penerima',
  },
  authority: {
    title: 'Manajemen sub-akun',
  },
  member: {
    title: 'Tukar poin member',
  },
  standalone: { title: 'Modul akun (mandiri)' },
};

export type Texts = typeof en;

addResources(
  NAMESPACE,
  { zh, en, id },
  {
    th: () => import(/* webpackChunkName: "texts-th" */ './i18n.th'),
    km: () => import(/* webpackChunkName: "texts-km" */ './i18n.km'),
    ms: () => import(/* webpackChunkName: "texts-ms" */ './i18n.ms'),
    vi: () => import(/* webpackChunkName: "texts-vi" */ './i18n.vi'),
  },
);
