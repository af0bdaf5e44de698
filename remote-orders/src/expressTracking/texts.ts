import { addResources } from 'shared';
import { NAMESPACE } from '../i18n';
import '../common/texts';

// The texts of the express tracking page; its title stays in ../i18n.ts for the tabs and menus.

const zh = {
  expressTracking: {
    inputLabel: '运单号',
    inputPlaceholder: '每行、逗号或空格分隔，最多 50 个运单号',
    counter: '{{count}} / 50 个运单号',
    query: '查询',
    clear: '清空',
    errors: {
      empty: '请输入至少一个运单号',
      tooMany: '最多查询 50 个运单号，当前 {{count}} 个',
      malformed: '以下运单号格式不正确（JP + 11 位数字）：{{codes}}',
    },
    notQueried: '尚未查询',
    querying: '查询中...',
    notFound: '未找到的运单号（{{count}}）',
    waybills: '运单（{{count}}）',
  },
};

const en: typeof zh = {
  expressTracking: {
    inputLabel: 'Waybill numbers',
    inputPlaceholder: 'One per line, or separated by commas or spaces; up to 50 waybill numbers',
    counter: '{{count}} / 50 waybill numbers',
    query: 'Query',
    clear: 'Clear',
    errors: {
      empty: 'Enter at least one waybill number',
      tooMany: 'At most 50 waybill numbers can be queried; you entered {{count}}',
      malformed: 'These waybill numbers are not valid (JP + 11 digits): {{codes}}',
    },
    notQueried: 'Not queried',
    querying: 'Querying...',
    notFound: 'Not found ({{count}})',
    waybills: 'Waybills ({{count}})',
  },
};

const id: typeof zh = {
  expressTracking: {
    inputLabel: 'Nomor resi',
    inputPlaceholder: 'Satu per baris, atau pisahkan dengan koma atau spasi; maksimal 50 nomor resi',
    counter: '{{count}} / 50 nomor resi',
    query: 'Cari',
    clear: 'Kosongkan',
    errors: {
      empty: 'Masukkan minimal satu nomor resi',
      tooMany: 'Maksimal 50 nomor resi per pencarian; Anda memasukkan {{count}}',
      malformed: 'Nomor resi berikut tidak valid (JP + 11 angka): {{codes}}',
    },
    notQueried: 'Belum dicari',
    querying: 'Sedang mencari...',
    notFound: 'Tidak ditemukan ({{count}})',
    waybills: 'Resi ({{count}})',
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
