import type { LocalizedText } from '../schema/core';

/** A page (resourceType 3) and the button actions it offers (type-2 resources `{code}_{ACTION}`). */
export interface PageSeed {
  code: string;
  name: LocalizedText;
  icon?: string;
  buttons: string[];
}

/** A menu group (resourceType 1) of pages. A group with `code: null` puts its pages at the top. */
export interface MenuSeed {
  code: string | null;
  name?: LocalizedText;
  icon?: string;
  pages: PageSeed[];
}

const page = (code: string, zh: string, en: string, id: string, buttons: string[] = []): PageSeed => ({
  code,
  name: { zh, en, id },
  buttons,
});

/** The full menu of spec section 2, grouped as the portal shows it. */
export const MENU_TREE: MenuSeed[] = [
  {
    code: 'orderManage',
    name: { zh: '订单管理', en: 'Order management', id: 'Manajemen pesanan' },
    icon: 'ShoppingOutlined',
    pages: [
      page('orderEntry', '订单录入', 'Order entry', 'Input pesanan', ['ADD']),
      page('orderImport', '订单导入', 'Order import', 'Impor pesanan', ['ADD', 'EXCEL', 'DELETE']),
      page('orderManagement', '订单管理', 'Order management', 'Kelola pesanan', [
        'ADD',
        'EDIT',
        'DELETE',
        'EXCEL',
        'DETAIL',
        'PRINT',
      ]),
      page('myWaybill', '我的运单', 'My waybills', 'Resi saya', ['EXCEL', 'DETAIL', 'PRINT']),
      page('fastPrinting', '快速打印', 'Quick print', 'Cetak cepat', ['PRINT']),
      page('expressTracking', '快件追踪', 'Express tracking', 'Lacak kiriman', ['EXCEL', 'DETAIL']),
      page('freightInquiry', '运费查询', 'Shipping rates', 'Cek ongkir', ['EXCEL']),
    ],
  },
  {
    code: 'serviceManage',
    name: { zh: '服务管理', en: 'Service management', id: 'Manajemen layanan' },
    icon: 'CustomerServiceOutlined',
    pages: [
      page('workOrder', '工单管理', 'Ticket management', 'Manajemen tiket', ['ADD', 'DETAIL', 'EXCEL']),
      page('suggestions', '投诉建议', 'Complaints and suggestions', 'Keluhan dan saran', ['ADD', 'DETAIL']),
      page('returnQuiry', '退件查询', 'Returned parcels', 'Paket retur', ['EXCEL', 'DETAIL', 'CHECK']),
      page('stopGodownQuiry', '滞留件查询', 'Parcels held in warehouse', 'Paket tertahan di gudang', [
        'EXCEL',
        'DETAIL',
        'EDIT',
      ]),
    ],
  },
  {
    code: 'financeManage',
    name: { zh: '财务管理', en: 'Finance', id: 'Keuangan' },
    icon: 'AccountBookOutlined',
    pages: [
      page('monthlyStatement', '月结对账单', 'Monthly statement', 'Tagihan bulanan', [
        'EXCEL',
        'DETAIL',
        'CHECK',
      ]),
      page('codBillpage', 'COD账单', 'COD bill', 'Tagihan COD', ['EXCEL', 'DETAIL']),
      page('codeReconciliation', 'COD对账', 'COD reconciliation', 'Rekonsiliasi COD', [
        'EXCEL',
        'DETAIL',
        'CHECK',
      ]),
      page('codReconciliation', 'COD手续费对账', 'COD commission reconciliation', 'Rekonsiliasi komisi COD', [
        'EXCEL',
        'DETAIL',
      ]),
      page('couponManagement', '优惠券', 'Vouchers', 'Voucher', ['ADD', 'DETAIL']),
    ],
  },
  {
    code: 'accountManage',
    name: { zh: '账户管理', en: 'Account', id: 'Akun' },
    icon: 'UserOutlined',
    pages: [
      page('mailingAddress', '我的寄件地址', 'Sender addresses', 'Alamat pengirim', [
        'ADD',
        'EDIT',
        'DELETE',
        'EXCEL',
      ]),
      page('receivingAddress', '收件地址', 'Receiver addresses', 'Alamat penerima', [
        'ADD',
        'EDIT',
        'DELETE',
        'EXCEL',
      ]),
      page('authoritySetting', '授权管理', 'Sub-account management', 'Manajemen sub-akun', [
        'ADD',
        'EDIT',
        'DELETE',
        'DETAIL',
      ]),
      page('vipMember', '会员积分兑换', 'Member points exchange', 'Tukar poin member', ['ADD', 'DETAIL']),
    ],
  },
  {
    code: 'customer',
    name: { zh: '客户管理', en: 'Customer', id: 'Pelanggan' },
    icon: 'TeamOutlined',
    pages: [
      page('customerAdd', '客户资料提交', 'Customer data submission', 'Pengajuan data pelanggan', ['ADD']),
      page('customerEdit', '客户资料编辑', 'Customer data edit', 'Ubah data pelanggan', ['EDIT']),
      page('customerExamine', '客户资料审核', 'Customer data review', 'Tinjauan data pelanggan', [
        'CHECK',
        'DETAIL',
        'EXCEL',
      ]),
    ],
  },
  {
    code: 'reportManage',
    name: { zh: '报表', en: 'Reports', id: 'Laporan' },
    icon: 'BarChartOutlined',
    pages: [
      page('customerReport', '客户报表', 'Customer report', 'Laporan pelanggan', ['EXCEL']),
      page('dataDashboard', '数据看板', 'Dashboard', 'Dasbor', ['EXCEL']),
      page('dispatchReport', '派件报表', 'Dispatch report', 'Laporan pengantaran', ['EXCEL']),
      page('lateParcels', '超时包裹', 'Late parcels', 'Paket terlambat', ['EXCEL']),
      page('statusCheck', '订单状态检查', 'Order status check', 'Pemeriksaan status pesanan', ['EXCEL']),
    ],
  },
  {
    code: null,
    pages: [
      page('notificationCenter', '通知中心', 'Notification centre', 'Pusat notifikasi', ['DETAIL', 'DELETE']),
      // A page counts as a route of an admin's list through its buttons (spec §6): the file download.
      page('downloadCenter', '下载中心', 'Download centre', 'Pusat unduhan', ['EXCEL']),
    ],
  },
];

export const BUTTON_NAMES: Record<string, LocalizedText> = {
  ADD: { zh: '新增', en: 'Add', id: 'Tambah' },
  EDIT: { zh: '编辑', en: 'Edit', id: 'Ubah' },
  DELETE: { zh: '删除', en: 'Delete', id: 'Hapus' },
  EXCEL: { zh: '导出', en: 'Export', id: 'Ekspor' },
  DETAIL: { zh: '详情', en: 'Detail', id: 'Detail' },
  PRINT: { zh: '打印', en: 'Print', id: 'Cetak' },
  CHECK: { zh: '审核', en: 'Review', id: 'Tinjau' },
};

export const menuNameKey = (code: string) => `menu.${code}`;
export const buttonNameKey = (action: string) => `button.${action}`;
