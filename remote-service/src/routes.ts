import { lazyPage, type PortalRoute } from 'shared';
import './i18n';

/** The pages this remote gives the portal. `name` is the spec's route name and permission key. */
const routes: PortalRoute[] = [
  {
    name: 'suggestions',
    path: '/suggestions',
    titleKey: 'remote-service:complaint.title',
    component: lazyPage(() => import('./suggestions/SuggestionsPage')),
    keepAlive: true,
    pageKey: 'suggestions',
  },
  {
    name: 'stopGodownQuiry',
    path: '/stopGodownQuiry',
    titleKey: 'remote-service:pages.stopGodownQuiry',
    component: lazyPage(() => import('./stopGodownQuiry/StopGodownQuiryPage')),
    // spec section 2: held parcels are not cached
    keepAlive: false,
    pageKey: 'stopGodownQuiry',
  },
  {
    name: 'returnQuiry',
    path: '/returnQuiry',
    titleKey: 'remote-service:pages.returnQuiry',
    component: lazyPage(() => import('./returnQuiry/ReturnQuiryPage')),
    keepAlive: true,
    pageKey: 'returnQuiry',
  },
  {
    name: 'workOrder',
    path: '/workOrder',
    titleKey: 'remote-service:pages.workOrder',
    component: lazyPage(() => import('./workOrder/WorkOrderPage')),
    keepAlive: true,
    pageKey: 'workOrder',
  },
];

export default routes;
