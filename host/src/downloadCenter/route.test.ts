import { decideNavigation, initI18n } from 'shared';
import { routeTitles } from 'shared/testing';
import { resolvePage, routeExists } from '../routing/resolvePage';
import { DOWNLOAD_CENTER_ROUTE, identifyRoute } from '../routing/routeTable';
import { registerDownloadCenterTexts } from './texts';

describe('/downloadCenter is a host page', () => {
  it('is named, titled and counted by analytics like a remote page, whatever the case of the path', () => {
    expect(identifyRoute('/downloadCenter', [])).toEqual({
      name: 'downloadCenter',
      path: '/downloadCenter',
      titleKey: 'host:route.downloadCenter',
      pageKey: 'downloadCenter',
      public: false,
    });
    expect(identifyRoute('/downloadcenter/', []).name).toBe('downloadCenter');
  });

  it('resolves to the centre, not kept alive (a hidden page would keep polling), before any remote has loaded', () => {
    expect(resolvePage('/downloadCenter', [])).toMatchObject({
      kind: 'downloadCenter',
      path: '/downloadCenter',
      keepAlive: false,
    });
    expect(routeExists('/downloadCenter', [])).toBe(true);
  });

  it('is opened by the route list: a user without it is sent home with "no permission"', () => {
    const to = { name: 'downloadCenter', path: '/downloadCenter', exists: true };
    const base = { to, token: 't', needUpdatePassword: '0', embedded: false, parentToken: undefined };
    expect(decideNavigation({ ...base, routeAuthList: ['downloadCenter'] })).toEqual({ kind: 'allow' });
    expect(decideNavigation({ ...base, routeAuthList: ['orderEntry'] })).toMatchObject({
      kind: 'redirect',
      to: { path: '/index' },
      warning: 'noPermission',
    });
  });

  it('has the tab title of its menu entry, in zh, en and id', async () => {
    await initI18n('EN');
    registerDownloadCenterTexts();
    const { tabs, menu } = await routeTitles([DOWNLOAD_CENTER_ROUTE]);
    expect(tabs).toEqual(menu);
  });
});
