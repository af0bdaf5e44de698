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
  {
    name: 'orderImport',
    path: '/orderImport',
    titleKey: 'remote-orders:orderImport.title',
    component: lazy(() => import('./import/OrderImportPage')),
    keepAlive: true,
    pageKey: 'orderImport',
  },
  {
    name: 'fastPrinting',
    path: '/fastPrinting',
    titleKey: 'remote-orders:fastPrinting.title',
    component: lazy(() => import('./print/FastPrintPage')),
    keepAlive: true,
    pageKey: 'fastPrinting',
  },
];

export default routes;
