import { lazyPage, type PortalRoute } from 'shared';
import './i18n';

/** The pages this remote gives the portal. `name` is the spec's route name and permission key. */
const routes: PortalRoute[] = [
  {
    name: 'mailingAddress',
    path: '/mailingAddress',
    titleKey: 'remote-account:addressBook.senderTitle',
    component: lazyPage(() => import('./mailingAddress/MailingAddressPage')),
    keepAlive: true,
    pageKey: 'mailingAddress',
  },
  {
    name: 'receivingAddress',
    path: '/receivingAddress',
    titleKey: 'remote-account:addressBook.receiverTitle',
    component: lazyPage(() => import('./receivingAddress/ReceivingAddressPage')),
    keepAlive: true,
    pageKey: 'receivingAddress',
  },
  {
    name: 'authoritySetting',
    path: '/authoritySetting',
    titleKey: 'remote-account:authority.title',
    component: lazyPage(() => import('./authoritySetting/AuthoritySettingPage')),
    keepAlive: true,
    pageKey: 'authoritySetting',
  },
  {
    name: 'vipMember',
    path: '/vipMember',
    titleKey: 'remote-account:member.title',
    component: lazyPage(() => import('./member/VipMemberPage')),
    keepAlive: true,
    pageKey: 'vipMember',
  },
];

export default routes;
