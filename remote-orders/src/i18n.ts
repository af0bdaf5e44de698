// Over 300 lines: the remote's texts in zh, en and id, data only; the list recipe has landed, so they split next into one texts.ts per feature folder (ARCHITECTURE §8).
import { addResources } from 'shared';

export const NAMESPACE = 'remote-orders';

const zh = {
  expressTracking: {
    title: '快件追踪',
  },
  common: {
    province: '省份',
    city: '城市/县',
    district: '区县',
    pleaseSelect: '请选择{{label}}',
    pleaseEnter: '请输入{{label}}',
    select: '请选择',
    printLabel: '打印面单',
    printFailed: '面单打印失败',
    close: '关闭',
    cancel: '取消',
  },
  orderEntry: {
    title: '订单录入',
  },
  search: {
    createdAt: '下单时间',
    status: '状态',
    billCode: '运单号',
    customerOrderNo: '客户订单号',
    receiverName: '收件人',
    receiverPhone: '收件人电话',
    receiverProvinceCode: '收件省份',
    printed: '打印状态',
  },
  orderManagement: {
    title: '订单管理',
  },
  myWaybill: {
    title: '我的运单',
    printCount: '打印次数',
    track: '轨迹',
    printed: '打印状态',
    printedAny: '全部',
    printedYes: '已打印',
    printedNo: '未打印',
  },
  freightInquiry: {
    title: '运费查询',
  },
  // the titles of the pages whose other texts load with the page: tabs and menus need them first
  orderImport: { title: '订单导入' },
  fastPrinting: { title: '快速打印' },
  standalone: { title: '订单模块（独立运行）' },
};

const en: typeof zh = {
  expressTracking: {
    title: 'Express tracking',
  },
  common: {
    province: 'Province',
    city: 'City / regency',
    district: 'District',
    pleaseSelect: 'Please select {{label}}',
    pleaseEnter: 'Please enter {{label}}',
    select: 'Select',
    printLabel: 'Print label',
    printFailed: 'The label could not be printed',
    close: 'Close',
    cancel: 'Cancel',
  },
  orderEntry: {
    title: 'Order entry',
  },
  search: {
    createdAt: 'Created',
    status: 'Status',
    billCode: 'Waybill number',
    customerOrderNo: 'Customer order no.',
    receiverName: 'Receiver name',
    receiverPhone: 'Receiver phone',
    receiverProvinceCode: 'Receiver province',
    printed: 'Printed',
  },
  orderManagement: {
    title: 'Order management',
  },
  myWaybill: {
    title: 'My waybills',
    printCount: 'Prints',
    track: 'Track',
    printed: 'Printed',
    printedAny: 'Any',
    printedYes: 'Printed',
    printedNo: 'Not printed',
  },
  freightInquiry: {
    title: 'Shipping rates',
  },
  // the titles of the pages whose other texts load with the page: tabs and menus need them first
  orderImport: { title: 'Order import' },
  fastPrinting: { title: 'Quick print' },
  standalone: { title: 'Orders remote (standalone)' },
};

const id: typeof zh = {
  expressTracking: {
    title: 'Lacak kiriman',
  },
  common: {
    province: 'Provinsi',
    city: 'Kota / kabupaten',
    district: 'Kecamatan',
    pleaseSelect: 'Pilih {{label}}',
    pleaseEnter: 'Isi {{label}}',
    select: 'Pilih',
    printLabel: 'Cetak label',
    printFailed: 'Label tidak dapat dicetak',
    close: 'Tutup',
    cancel: 'Batal',
  },
  orderEntry: {
    title: 'Input pesanan',
  },
  search: {
    createdAt: 'Waktu dibuat',
    status: 'Status',
    billCode: 'Nomor resi',
    customerOrderNo: 'No. pesanan pelanggan',
    receiverName: 'Nama penerima',
    receiverPhone: 'Telepon penerima',
    receiverProvinceCode: 'Provinsi penerima',
    printed: 'Status cetak',
  },
  orderManagement: {
    title: 'Kelola pesanan',
  },
  myWaybill: {
    title: 'Resi saya',
    printCount: 'Dicetak',
    track: 'Lacak',
    printed: 'Status cetak',
    printedAny: 'Semua',
    printedYes: 'Sudah dicetak',
    printedNo: 'Belum dicetak',
  },
  freightInquiry: {
    title: 'Cek ongkir',
  },
  // the titles of the pages whose other texts load with the page: tabs and menus need them first
  orderImport: { title: 'Impor pesanan' },
  fastPrinting: { title: 'Cetak cepat' },
  standalone: { title: 'Modul pesanan (mandiri)' },
};

addResources(NAMESPACE, { zh, en, id });
