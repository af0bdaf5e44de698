import { lazyPage, type PortalRoute } from 'shared';
import './i18n';

/** The pages this remote gives the portal. `name` is the spec's route name and permission key. */
const routes: PortalRoute[] = [
  {
    name: 'couponManagement',
    path: '/couponManagement',
    titleKey: 'remote-finance:coupon.title',
    component: lazyPage(() => import('./coupons/CouponManagementPage')),
    keepAlive: true,
    pageKey: 'couponManagement',
  },
];

export default routes;
