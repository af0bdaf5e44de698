import { lazy } from 'react';
import type { PortalRoute } from 'shared';
import './i18n';

/** The pages this remote gives the portal. `name` is the spec's route name and permission key. */
const routes: PortalRoute[] = [
  {
    name: 'expressTracking',
    path: '/expressTracking',
    titleKey: 'remote-orders:expressTracking.title',
    component: lazy(() => import('./tracking/ExpressTrackingPage')),
    keepAlive: true,
    pageKey: 'expressTracking',
  },
];

export default routes;
