import { addResources } from 'shared';
import { NAMESPACE } from '../i18n';
import '../common/texts';

// The texts of the freight inquiry page; its title stays in ../i18n.ts for the tabs and menus.

const zh = {
  freightInquiry: {
    origin: '寄件区县',
    destination: '收件区县',
    searchPlaceholder: '输入区县名称或编码',
    typeToSearch: '输入后搜索',
    inquire: '查询',
    empty: '选择区县并填写重量后查询',
    route: '线路',
    zone: '区域',
    available: '可用',
    columns: {
      product: '产品',
      freight: '运费',
      billableWeight: '计费重量',
      serviceDays: '时效',
      available: '可用性',
    },
  },
};

const en: typeof zh = {
  freightInquiry: {
    origin: 'Origin district',
    destination: 'Destination district',
    searchPlaceholder: 'Type a district name or code',
    typeToSearch: 'Type to search',
    inquire: 'Get rates',
    empty: 'Choose the districts and enter the weight to see the rates',
    route: 'Route',
    zone: 'Zone',
    available: 'Available',
    columns: {
      product: 'Product',
      freight: 'Freight',
      billableWeight: 'Billed weight',
      serviceDays: 'Service time',
      available: 'Availability',
    },
  },
};

const id: typeof zh = {
  freightInquiry: {
    origin: 'Kecamatan asal',
    destination: 'Kecamatan tujuan',
    searchPlaceholder: 'Ketik nama atau kode kecamatan',
    typeToSearch: 'Ketik untuk mencari',
    inquire: 'Cek ongkir',
    empty: 'Pilih kecamatan dan isi berat untuk melihat ongkir',
    route: 'Rute',
    zone: 'Zona',
    available: 'Tersedia',
    columns: {
      product: 'Layanan',
      freight: 'Ongkir',
      billableWeight: 'Berat ditagih',
      serviceDays: 'Waktu layanan',
      available: 'Ketersediaan',
    },
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
