/** Which spec routes each remote owns: used for the fallback while a remote is loading or down. */
export const REMOTE_DOMAINS: Record<string, string[]> = {
  remote_orders: [
    'orderEntry',
    'orderImport',
    'orderManagement',
    'myWaybill',
    'fastPrinting',
    'expressTracking',
    'freightInquiry',
    'stopGodownQuiry',
    'returnQuiry',
  ],
  remote_finance: [
    'couponManagement',
    'monthlyStatement',
    'codBillpage',
    'codeReconciliation',
    'codReconciliation',
    'vipMember',
  ],
  remote_service: ['suggestions', 'workOrder', 'notificationCenter'],
  remote_account: [
    'mailingAddress',
    'receivingAddress',
    'authoritySetting',
    'customerAdd',
    'customerEdit',
    'customerExamine',
    'customerReport',
    'dataDashboard',
  ],
};

/** The remote that owns a route name, if the table knows it. */
export function domainOfRoute(name: string): string | undefined {
  return Object.keys(REMOTE_DOMAINS).find((remote) => REMOTE_DOMAINS[remote].includes(name));
}
