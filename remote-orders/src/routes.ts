import { lazyPage, type PortalRoute } from 'shared';
import './i18n';

/** The pages this remote gives the portal. `name` is the spec's route name and permission key. */
const routes: PortalRoute[] = [
  {
    name: 'orderEntry',
    path: '/orderEntry',
    titleKey: 'remote-orders:orderEntry.title',
    component: lazyPage(() => import('./orderEntry/OrderEntryPage')),
    keepAlive: true,
    pageKey: 'orderEntry',
  },
  {
    name: 'orderManagement',
    path: '/orderManagement',
    titleKey: 'remote-orders:orderManagement.title',
    component: lazyPage(() => import('./orderManagement/OrderManagementPage')),
    keepAlive: true,
    pageKey: 'orderManagement',
  },
  {
    name: 'myWaybill',
    path: '/myWaybill',
    titleKey: 'remote-orders:myWaybill.title',
    component: lazyPage(() => import('./myWaybill/MyWaybillPage')),
    keepAlive: true,
    pageKey: 'myWaybill',
  },
  {
    name: 'expressTracking',
    path: '/expressTracking',
    titleKey: 'remote-orders:expressTracking.title',
    component: lazyPage(() => import('./expressTracking/ExpressTrackingPage')),
    keepAlive: true,
    pageKey: 'expressTracking',
  },
  {
    name: 'freightInquiry',
    path: '/freightInquiry',
    titleKey: 'remote-orders:freightInquiry.title',
    component: lazyPage(() => import('./freightInquiry/FreightInquiryPage')),
    keepAlive: true,
    pageKey: 'freightInquiry',
  },
  {
    name: 'orderImport',
    path: '/orderImport',
    titleKey: 'remote-orders:orderImport.title',
    component: lazyPage(() => import('./orderImport/OrderImportPage')),
    keepAlive: true,
    pageKey: 'orderImport',
  },
  {
    name: 'fastPrinting',
    path: '/fastPrinting',
    titleKey: 'remote-orders:fastPrinting.title',
    component: lazyPage(() => import('./fastPrinting/FastPrintingPage')),
    keepAlive: true,
    pageKey: 'fastPrinting',
  },
  {
    name: 'dataDashboard',
    path: '/dataDashboard',
    titleKey: 'remote-orders:dataDashboard.title',
    component: lazyPage(() => import('./dataDashboard/DataDashboardPage')),
    keepAlive: true,
    pageKey: 'dataDashboard',
  },
  {
    name: 'customerReport',
    path: '/customerReport',
    titleKey: 'remote-orders:customerReport.title',
    component: lazyPage(() => import('./customerReport/CustomerReportPage')),
    keepAlive: true,
    pageKey: 'customerReport',
  },
  {
    name: 'dispatchReport',
    path: '/dispatchReport',
    titleKey: 'remote-orders:dispatchReport.title',
    component: lazyPage(() => import('./dispatchReport/DispatchReportPage')),
    keepAlive: true,
    pageKey: 'dispatchReport',
  },
  {
    name: 'lateParcels',
    path: '/lateParcels',
    titleKey: 'remote-orders:lateParcels.title',
    component: lazyPage(() => import('./lateParcels/LateParcelsPage')),
    keepAlive: true,
    pageKey: 'lateParcels',
  },
  {
    name: 'statusCheck',
    path: '/statusCheck',
    titleKey: 'remote-orders:statusCheck.title',
    component: lazyPage(() => import('./statusCheck/StatusCheckPage')),
    keepAlive: true,
    pageKey: 'statusCheck',
  },
];

export default routes;
