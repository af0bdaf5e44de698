import { askPageAhead, lazyPage, type PortalRoute } from 'shared';
import { fetchCoupons } from './couponManagement/api';
import './i18n';

/** The first tab's first page, as the screen starts (CouponManagementPage: available, ten a page). */
const FIRST_PAGE = { status: 'AVAILABLE', current: 1, size: 10 } as const;

/** The pages this remote gives the portal. `name` is the spec's route name and permission key. */
const routes: PortalRoute[] = [
  {
    name: 'couponManagement',
    path: '/couponManagement',
    titleKey: 'remote-finance:coupon.title',
    // the vouchers are asked for with the page's code: the first entry shows them at once
    component: lazyPage(() => import('./couponManagement/CouponManagementPage'), {
      ahead: () => askPageAhead('couponManagement', FIRST_PAGE, () => fetchCoupons(FIRST_PAGE)),
    }),
    keepAlive: true,
    pageKey: 'couponManagement',
  },
  {
    name: 'codBillpage',
    path: '/codBillpage',
    titleKey: 'remote-finance:codBill.title',
    component: lazyPage(() => import('./codBillpage/CodBillPage')),
    keepAlive: true,
    pageKey: 'codBillpage',
  },
  {
    name: 'codReconciliation',
    path: '/codReconciliation',
    titleKey: 'remote-finance:commission.title',
    component: lazyPage(() => import('./codReconciliation/CodReconciliationPage')),
    keepAlive: true,
    pageKey: 'codReconciliation',
  },
  {
    name: 'codeReconciliation',
    path: '/codeReconciliation',
    titleKey: 'remote-finance:reconciliation.title',
    component: lazyPage(() => import('./codeReconciliation/CodeReconciliationPage')),
    keepAlive: true,
    pageKey: 'codeReconciliation',
  },
  {
    name: 'monthlyStatement',
    path: '/monthlyStatement',
    titleKey: 'remote-finance:statement.title',
    component: lazyPage(() => import('./monthlyStatement/MonthlyStatementPage')),
    keepAlive: true,
    pageKey: 'monthlyStatement',
  },
];

export default routes;
