import { decideNavigation } from 'shared';
import { resolvePage, routeExists } from '../routing/resolvePage';
import { identifyRoute } from '../routing/routeTable';

describe('/notificationCenter is a host page', () => {
  it('is named, titled and counted by analytics like a remote page, whatever the case of the path', () => {
    expect(identifyRoute('/notificationCenter', [])).toEqual({
      name: 'notificationCenter',
      path: '/notificationCenter',
      titleKey: 'host:route.notificationCenter',
      pageKey: 'notificationCenter',
      public: false,
    });
    expect(identifyRoute('/notificationcenter/', []).name).toBe('notificationCenter');
  });

  it('resolves to the centre, not kept alive, before any remote has loaded', () => {
    expect(resolvePage('/notificationCenter', [])).toMatchObject({
      kind: 'notificationCenter',
      path: '/notificationCenter',
      keepAlive: false,
    });
    expect(routeExists('/notificationCenter', [])).toBe(true);
  });

  it('is opened by the route list: a sub-account without it is sent home with "no permission"', () => {
    const to = { name: 'notificationCenter', path: '/notificationCenter', exists: true };
    const base = { to, token: 't', needUpdatePassword: '0', embedded: false, parentToken: undefined };
    expect(decideNavigation({ ...base, routeAuthList: ['notificationCenter'] })).toEqual({ kind: 'allow' });
    expect(decideNavigation({ ...base, routeAuthList: ['orderEntry'] })).toMatchObject({
      kind: 'redirect',
      to: { path: '/index' },
      warning: 'noPermission',
    });
  });
});
