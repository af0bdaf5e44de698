// The remote's namespace and its page titles (the tabs and menus need them before a page loads);
// every other text is in the texts.ts of the folder that uses it.
import { addResources } from 'shared';

export const NAMESPACE = 'remote-orders';

const zh = {
  expressTracking: {
    title: '快件追踪',
  },
  orderEntry: {
    title: '订单录入',
  },
  orderManagement: {
    title: '订单管理',
  },
  myWaybill: {
    title: '我的运单',
  },
  freightInquiry: {
    title: '运费查询',
  },
  // the titles of the pages whose other texts load with the page: tabs and menus need them first
  orderImport: { title: '订单导入' },
  fastPrinting: { title: '快速打印' },
  dataDashboard: { title: '数据看板' },
  customerReport: { title: '客户报表' },
  dispatchReport: { title: '派件报表' },
  lateParcels: { title: '超时包裹' },
  statusCheck: { title: '订单状态检查' },
  standalone: { title: '订单模块（独立运行）' },
};

const en: typeof zh = {
  expressTracking: {
    title: 'Express tracking',
  },
  orderEntry: {
    title: 'Order entry',
  },
  orderManagement: {
    title: 'Order management',
  },
  myWaybill: {
    title: 'My waybills',
  },
  freightInquiry: {
    title: 'Shipping rates',
  },
  // the titles of the pages whose other texts load with the page: tabs and menus need them first
  orderImport: { title: 'Order import' },
  fastPrinting: { title: 'Quick print' },
  dataDashboard: { title: 'Dashboard' },
  customerReport: { title: 'Customer report' },
  dispatchReport: { title: 'Dispatch report' },
  lateParcels: { title: 'Late parcels' },
  statusCheck: { title: 'Order status check' },
  standalone: { title: 'Orders remote (standalone)' },
};

const id: typeof zh = {
  expressTracking: {
    title: 'Lacak kiriman',
  },
  orderEntry: {
    title: 'Input pesanan',
  },
  orderManagement: {
    title: 'Kelola pesanan',
  },
  myWaybill: {
    title: 'Resi saya',
  },
  freightInquiry: {
    title: 'Cek ongkir',
  },
  // the titles of the pages whose other texts load with the page: tabs and menus need them first
  orderImport: { title: 'Impor pesanan' },
  fastPrinting: { title: 'Cetak cepat' },
  dataDashboard: { title: 'Dasbor' },
  customerReport: { title: 'Laporan pelanggan' },
  dispatchReport: { title: 'Laporan pengantaran' },
  lateParcels: { title: 'Paket terlambat' },
  statusCheck: { title: 'Pemeriksaan status pesanan' },
  standalone: { title: 'Modul pesanan (mandiri)' },
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
