import { createPortalStore } from '../session/store';
import { decideNavigation, type NavigationInput } from './decideNavigation';
import { recordRouteName } from './recordRouteName';

const route = (name: string) => ({ name, path: `/${name}` });
const loggedIn = (name: string, extra: Partial<NavigationInput> = {}): NavigationInput => ({
  to: route(name),
  token: 'tok',
  routeAuthList: ['orderEntry', 'myWaybill'],
  needUpdatePassword: '0',
  embedded: false,
  ...extra,
});
const anonymous = (name: string, extra: Partial<NavigationInput> = {}) =>
  loggedIn(name, { token: '', routeAuthList: [], ...extra });

const ALLOW = { kind: 'allow' };
const TO_LOGIN = { kind: 'redirect', to: { name: 'Login', path: '/login' } };
const TO_INDEX_WITH_WARNING = {
  kind: 'redirect',
  to: { name: 'index', path: '/index' },
  warning: 'noPermission',
};
const TO_SET_PASSWORD = { kind: 'redirect', to: { name: 'SetPassword', path: '/SetPassword' } };

describe('rule 1: forced password change', () => {
  it('redirects to SetPassword when needUpdatePassword is "1"', () => {
    expect(decideNavigation(loggedIn('orderEntry', { needUpdatePassword: '1' }))).toEqual(TO_SET_PASSWORD);
  });
  it('redirects even index, demo and ActiveMail to SetPassword when needUpdatePassword is "1"', () => {
    for (const name of ['index', 'demo', 'ActiveMail', 'ForgetPassword']) {
      expect(decideNavigation(loggedIn(name, { needUpdatePassword: '1' }))).toEqual(TO_SET_PASSWORD);
    }
  });
  it('lets SetPassword itself and Login through when needUpdatePassword is "1"', () => {
    expect(decideNavigation(loggedIn('SetPassword', { needUpdatePassword: '1' }))).toEqual(ALLOW);
    expect(decideNavigation(loggedIn('Login', { needUpdatePassword: '1' }))).toEqual(ALLOW);
  });
  it('takes precedence over the embedded token delay', () => {
    expect(
      decideNavigation(
        loggedIn('orderEntry', { needUpdatePassword: '1', embedded: true, parentToken: 'other' }),
      ),
    ).toEqual(TO_SET_PASSWORD);
  });
  it('does not apply for "0" or an empty flag', () => {
    expect(decideNavigation(loggedIn('orderEntry', { needUpdatePassword: '0' }))).toEqual(ALLOW);
    expect(decideNavigation(loggedIn('orderEntry', { needUpdatePassword: '' }))).toEqual(ALLOW);
    expect(decideNavigation(loggedIn('orderEntry', { needUpdatePassword: undefined }))).toEqual(ALLOW);
  });
});

describe('rule 2: demo', () => {
  it('lets demo pass without a token', () => {
    expect(decideNavigation(anonymous('demo'))).toEqual(ALLOW);
  });
  it('lets demo pass with a token even when it is not in the route list', () => {
    expect(decideNavigation(loggedIn('demo'))).toEqual(ALLOW);
  });
});

describe('rule 3: embedded token change', () => {
  it('delays navigation 5000 ms when the parent token differs from the stored token', () => {
    expect(decideNavigation(loggedIn('orderEntry', { embedded: true, parentToken: 'parent-tok' }))).toEqual({
      kind: 'delay',
      ms: 5000,
    });
  });
  it('delays when there is no stored token yet and the parent sends one', () => {
    expect(decideNavigation(anonymous('orderEntry', { embedded: true, parentToken: 'parent-tok' }))).toEqual({
      kind: 'delay',
      ms: 5000,
    });
  });
  it('does not delay when the parent token equals the stored token', () => {
    expect(decideNavigation(loggedIn('orderEntry', { embedded: true, parentToken: 'tok' }))).toEqual(ALLOW);
  });
  it('does not delay when no parent token arrived', () => {
    expect(decideNavigation(loggedIn('orderEntry', { embedded: true, parentToken: null }))).toEqual(ALLOW);
  });
  it('ignores a parent token when not embedded', () => {
    expect(decideNavigation(loggedIn('orderEntry', { embedded: false, parentToken: 'other' }))).toEqual(
      ALLOW,
    );
  });
});

describe('rule 4: token and route list', () => {
  it('allows a route whose name is in the list', () => {
    expect(decideNavigation(loggedIn('myWaybill'))).toEqual(ALLOW);
  });
  it('always allows index and ActiveMail', () => {
    expect(decideNavigation(loggedIn('index', { routeAuthList: [] }))).toEqual(ALLOW);
    expect(decideNavigation(loggedIn('ActiveMail', { routeAuthList: [] }))).toEqual(ALLOW);
  });
  it("redirects to index with the warning 'noPermission' for a route not in the list", () => {
    expect(decideNavigation(loggedIn('codBillpage'))).toEqual(TO_INDEX_WITH_WARNING);
  });
  it('compares names exactly (case-sensitive)', () => {
    expect(decideNavigation(loggedIn('OrderEntry'))).toEqual(TO_INDEX_WITH_WARNING);
    expect(decideNavigation(loggedIn('Index'))).toEqual(TO_INDEX_WITH_WARNING);
  });
  it('treats an empty list as a list: only index and ActiveMail pass', () => {
    expect(decideNavigation(loggedIn('orderEntry', { routeAuthList: [] }))).toEqual(TO_INDEX_WITH_WARNING);
  });
  it('sends a logged-in user away from Login and ForgetPassword to index when they are not in the list', () => {
    expect(decideNavigation(loggedIn('Login'))).toEqual(TO_INDEX_WITH_WARNING);
    expect(decideNavigation(loggedIn('ForgetPassword'))).toEqual(TO_INDEX_WITH_WARNING);
  });
  it('allows navigation while the route list is not loaded yet (null)', () => {
    expect(decideNavigation(loggedIn('codBillpage', { routeAuthList: null }))).toEqual(ALLOW);
  });
  it('lets a route that does not exist through (the layout shows not found), not "no permission"', () => {
    expect(decideNavigation(loggedIn('profile', { to: { ...route('profile'), exists: false } }))).toEqual(
      ALLOW,
    );
  });
  it('lets a route through while its existence is not known yet (a remote still loading)', () => {
    expect(decideNavigation(loggedIn('profile', { to: { ...route('profile'), exists: null } }))).toEqual(
      ALLOW,
    );
  });
  it('still refuses an existing route that is not in the list', () => {
    expect(
      decideNavigation(loggedIn('codBillpage', { to: { ...route('codBillpage'), exists: true } })),
    ).toEqual(TO_INDEX_WITH_WARNING);
  });
  it('still sends a missing route to Login without a token', () => {
    expect(decideNavigation(anonymous('profile', { to: { ...route('profile'), exists: false } }))).toEqual(
      TO_LOGIN,
    );
  });
  it('still forces SetPassword on a missing route', () => {
    expect(
      decideNavigation(
        loggedIn('profile', { to: { ...route('profile'), exists: false }, needUpdatePassword: '1' }),
      ),
    ).toEqual(TO_SET_PASSWORD);
  });
  it('applies the route list when embedded and the tokens match', () => {
    expect(decideNavigation(loggedIn('codBillpage', { embedded: true, parentToken: 'tok' }))).toEqual(
      TO_INDEX_WITH_WARNING,
    );
  });
});

describe('rule 5: no token', () => {
  it('lets Login through', () => {
    expect(decideNavigation(anonymous('Login'))).toEqual(ALLOW);
  });
  it('allows ForgetPassword and ActiveMail', () => {
    expect(decideNavigation(anonymous('ForgetPassword'))).toEqual(ALLOW);
    expect(decideNavigation(anonymous('ActiveMail'))).toEqual(ALLOW);
  });
  it('sends anything else to Login, including index, SetPassword and Redirect', () => {
    for (const name of ['orderEntry', 'index', 'SetPassword', 'Redirect']) {
      expect(decideNavigation(anonymous(name))).toEqual(TO_LOGIN);
    }
  });
  it('treats a null token as no token', () => {
    expect(decideNavigation(anonymous('orderEntry', { token: null }))).toEqual(TO_LOGIN);
  });
  it('allows everything when embedded', () => {
    expect(decideNavigation(anonymous('orderEntry', { embedded: true }))).toEqual(ALLOW);
    expect(decideNavigation(anonymous('index', { embedded: true }))).toEqual(ALLOW);
  });
});

describe('rule 6: route name', () => {
  it('records the current route name after navigation', () => {
    localStorage.clear();
    const store = createPortalStore();
    recordRouteName(store.dispatch, 'orderEntry');
    expect(store.getState().session.routeName).toBe('orderEntry');
    recordRouteName(store.dispatch, undefined);
    expect(store.getState().session.routeName).toBe('');
  });
});
