import type { LocalizedText } from '../schema/core';

/** A preset role (DOMAINS.md "Account", *default*): its name and the page and button keys it grants. */
export interface RolePresetSeed {
  code: string;
  name: LocalizedText;
  permissionKeys: string[];
  hideMoney: boolean;
}

const withButtons = (pageCode: string, buttons: string[]) => [
  pageCode,
  ...buttons.map((button) => `${pageCode}_${button}`),
];

/**
 * The five preset roles a sub-account starts from, then adjusted per page and button. Keys are
 * those of the menu (menu-data.ts); the sub-account pages are the main account's alone and appear
 * in none. Kept as data: the screen reads them from account_role_presets.
 */
export const ROLE_PRESETS: RolePresetSeed[] = [
  {
    code: 'ADMIN',
    name: { zh: '管理员', en: 'Admin', id: 'Admin' },
    hideMoney: false,
    permissionKeys: [
      ...withButtons('orderEntry', ['ADD']),
      ...withButtons('orderImport', ['ADD', 'EXCEL', 'DELETE']),
      ...withButtons('orderManagement', ['ADD', 'EDIT', 'DELETE', 'EXCEL', 'DETAIL', 'PRINT']),
      ...withButtons('myWaybill', ['EXCEL', 'DETAIL', 'PRINT']),
      ...withButtons('fastPrinting', ['PRINT']),
      ...withButtons('expressTracking', ['EXCEL', 'DETAIL']),
      ...withButtons('freightInquiry', ['EXCEL']),
      ...withButtons('workOrder', ['ADD', 'DETAIL', 'EXCEL']),
      ...withButtons('suggestions', ['ADD', 'DETAIL']),
      ...withButtons('returnQuiry', ['EXCEL', 'DETAIL', 'CHECK']),
      ...withButtons('stopGodownQuiry', ['EXCEL', 'DETAIL']),
      ...withButtons('monthlyStatement', ['EXCEL', 'DETAIL', 'CHECK']),
      ...withButtons('codBillpage', ['EXCEL', 'DETAIL']),
      ...withButtons('codeReconciliation', ['EXCEL', 'DETAIL', 'CHECK']),
      ...withButtons('codReconciliation', ['EXCEL', 'DETAIL']),
      ...withButtons('couponManagement', ['ADD', 'DETAIL']),
      ...withButtons('mailingAddress', ['ADD', 'EDIT', 'DELETE', 'EXCEL']),
      ...withButtons('receivingAddress', ['ADD', 'EDIT', 'DELETE', 'EXCEL']),
      ...withButtons('customerReport', ['EXCEL']),
      ...withButtons('dataDashboard', ['EXCEL']),
      ...withButtons('dispatchReport', ['EXCEL']),
      ...withButtons('lateParcels', ['EXCEL']),
      ...withButtons('statusCheck', ['EXCEL']),
      ...withButtons('notificationCenter', ['DETAIL', 'DELETE']),
      ...withButtons('downloadCenter', ['EXCEL']),
    ],
  },
  {
    code: 'FINANCE',
    name: { zh: '财务', en: 'Finance', id: 'Keuangan' },
    hideMoney: false,
    permissionKeys: [
      ...withButtons('monthlyStatement', ['EXCEL', 'DETAIL', 'CHECK']),
      ...withButtons('codBillpage', ['EXCEL', 'DETAIL']),
      ...withButtons('codeReconciliation', ['EXCEL', 'DETAIL', 'CHECK']),
      ...withButtons('codReconciliation', ['EXCEL', 'DETAIL']),
      ...withButtons('couponManagement', ['DETAIL']),
      ...withButtons('notificationCenter', ['DETAIL']),
      ...withButtons('downloadCenter', ['EXCEL']),
    ],
  },
  {
    code: 'OPERATOR',
    name: { zh: '操作员', en: 'Operator', id: 'Operator' },
    hideMoney: false,
    permissionKeys: [
      ...withButtons('orderEntry', ['ADD']),
      ...withButtons('orderImport', ['ADD', 'EXCEL', 'DELETE']),
      ...withButtons('orderManagement', ['ADD', 'EDIT', 'EXCEL', 'DETAIL', 'PRINT']),
      ...withButtons('myWaybill', ['EXCEL', 'DETAIL', 'PRINT']),
      ...withButtons('fastPrinting', ['PRINT']),
      ...withButtons('expressTracking', ['DETAIL']),
      ...withButtons('freightInquiry', []),
      ...withButtons('workOrder', ['ADD', 'DETAIL']),
      ...withButtons('returnQuiry', ['DETAIL']),
      ...withButtons('mailingAddress', ['ADD', 'EDIT']),
      ...withButtons('receivingAddress', ['ADD', 'EDIT']),
      ...withButtons('notificationCenter', ['DETAIL']),
      ...withButtons('downloadCenter', ['EXCEL']),
    ],
  },
  {
    code: 'ANALYST',
    name: { zh: '分析员（只读）', en: 'Analyst (read-only)', id: 'Analis (hanya baca)' },
    hideMoney: false,
    permissionKeys: [
      ...withButtons('orderManagement', ['DETAIL', 'EXCEL']),
      ...withButtons('myWaybill', ['DETAIL', 'EXCEL']),
      ...withButtons('expressTracking', ['DETAIL', 'EXCEL']),
      ...withButtons('monthlyStatement', ['DETAIL']),
      ...withButtons('codBillpage', ['DETAIL']),
      ...withButtons('customerReport', ['EXCEL']),
      ...withButtons('dataDashboard', ['EXCEL']),
      ...withButtons('dispatchReport', ['EXCEL']),
      ...withButtons('lateParcels', ['EXCEL']),
      ...withButtons('statusCheck', ['EXCEL']),
      ...withButtons('downloadCenter', ['EXCEL']),
    ],
  },
  {
    code: 'TRACKER',
    name: { zh: '跟踪员', en: 'Tracker', id: 'Pelacak' },
    hideMoney: true,
    permissionKeys: [
      ...withButtons('myWaybill', ['DETAIL']),
      ...withButtons('expressTracking', ['DETAIL']),
      ...withButtons('stopGodownQuiry', ['DETAIL']),
      ...withButtons('notificationCenter', ['DETAIL']),
    ],
  },
];
