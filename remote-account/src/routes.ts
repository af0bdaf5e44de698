import { lazyPage, type PortalRoute } from 'shared';
import './i18n';

/** The pages this remote gives the portal. `name` is the spec's route name and permission key. */
const routes: PortalRoute[] = [
  {
    name: 'customerAdd',
    path: '/customerAdd',
    titleKey: 'remote-account:customerData.addTitle',
    component: lazyPage(() => import('./customerAdd/CustomerAddPage')),
    keepAlive: true,
    pageKey: 'customerAdd',
  },
  {
    name: 'customerEdit',
    path: '/customerEdit',
    titleKey: 'remote-account:customerData.editTitle',
    component: lazyPage(() => import('./customerEdit/CustomerEditPage')),
    keepAlive: true,
    pageKey: 'customerEdit',
  },
  {
    name: 'customerExamine',
    path: '/customerExamine',
    titleKey: 'remote-account:customerData.examineTitle',
    component: lazyPage(() => import('./customerExamine/CustomerExaminePage')),
    keepAlive: true,
    pageKey: 'customerExamine',
  },
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
    component: lazyPage(() => import('./vipMember/VipMemberPage')),
    keepAlive: true,
    pageKey: 'vipMember',
  },
];

export default routes;
