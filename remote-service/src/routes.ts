import { lazyPage, type PortalRoute } from 'shared';
import './i18n';

/** The pages this remote gives the portal. `name` is the spec's route name and permission key. */
const routes: PortalRoute[] = [
  {
    name: 'suggestions',
    path: '/suggestions',
    titleKey: 'remote-service:complaint.title',
    component: lazyPage(() => import('./complaints/SuggestionsPage')),
    keepAlive: true,
    pageKey: 'suggestions',
  },
];

export default routes;
