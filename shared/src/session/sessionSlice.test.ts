import {
  createInitialSessionState,
  LIST_CACHE_KEYS,
  MENU_SOURCE,
  sessionActions,
  sessionReducer,
} from './sessionSlice';
import { INDEX_TAB } from './tabs';
import type { LoginPayload, SessionState, VisitedTab } from './types';

const login: LoginPayload = {
  user: { loginCode: 'shipper01', newUserFlag: '0' },
  token: 'tok-1',
  menu: [{ resourceCode: 'orderManagement', resourceType: 1, childResources: [] }],
  routeAuthList: ['orderManagement'],
  btnList: ['orderManagement_ADD'],
  memberLevel: { code: 'GOLD', growthStart: 100 },
  isUsed: '1',
  needUpdatePassword: '0',
};

const tab = (name: string, affix = false): VisitedTab => ({
  name,
  path: `/${name}`,
  fullPath: `/${name}?q=1`,
  meta: { titleKey: `route.${name}`, affix },
});

function loggedIn(): SessionState {
  return sessionReducer(createInitialSessionState(), sessionActions.loginSucceeded(login));
}

describe('session slice', () => {
  it('stores user, token, menu, route list, buttons and member level on login', () => {
    const state = loggedIn();
    expect(state).toMatchObject({
      isLogin: true,
      user: login.user,
      token: 'tok-1',
      menu: login.menu,
      routeAuthList: ['orderManagement'],
      btnList: ['orderManagement_ADD'],
      memberLevel: { code: 'GOLD', growthStart: 100 },
      needUpdatePassword: '0',
    });
  });

  it(`sets menuSource to ${MENU_SOURCE} and the index alert flag on login`, () => {
    const state = loggedIn();
    expect(state.menuSource).toBe('SHIPPER_PORTAL');
    expect(state.indexAlert).toBe(true);
  });

  it("sets customerFlag only when isUsed is '1'", () => {
    expect(loggedIn().customerFlag).toBe(true);
    const notUsed = sessionReducer(
      createInitialSessionState(),
      sessionActions.loginSucceeded({ ...login, isUsed: '0' }),
    );
    expect(notUsed.customerFlag).toBe(false);
    const missing = sessionReducer(
      createInitialSessionState(),
      sessionActions.loginSucceeded({ ...login, isUsed: undefined }),
    );
    expect(missing.customerFlag).toBe(false);
  });

  it('clears user, member level, token, tabs, menu, permissions, customer flag, login status and all list caches on logout', () => {
    let state = loggedIn();
    state = sessionReducer(state, sessionActions.openTab(tab('orderEntry')));
    for (const key of Object.values(LIST_CACHE_KEYS))
      state = sessionReducer(state, sessionActions.setListCache({ key, value: { current: 2 } }));
    state = sessionReducer(state, sessionActions.setListCache({ key: 'remoteOwnList', value: 1 }));
    state = sessionReducer(state, sessionActions.setLanguage('EN'));
    state = sessionReducer(state, sessionActions.loggedOut());
    expect(state).toMatchObject({
      isLogin: false,
      user: null,
      memberLevel: null,
      token: '',
      visitedTabs: [INDEX_TAB],
      menu: [],
      routeAuthList: [],
      btnList: [],
      customerFlag: false,
      listCaches: {},
    });
    expect(state.language).toBe('EN');
  });

  it('documents the five spec list caches', () => {
    expect(Object.values(LIST_CACHE_KEYS)).toEqual(['freight', 'receive', 'sender', 'cargoIn', 'costInfo']);
  });

  it('sets language, theme, route name, alert flag, dictionary and table height', () => {
    let state = createInitialSessionState();
    expect(state.language).toBe('YN');
    state = sessionReducer(state, sessionActions.setLanguage('CN'));
    state = sessionReducer(state, sessionActions.setTheme('dark'));
    state = sessionReducer(state, sessionActions.setRouteName('orderEntry'));
    state = sessionReducer(state, sessionActions.setAlertFlag(true));
    state = sessionReducer(state, sessionActions.setDictionary([{ strId: 'a', lang1: '甲' }]));
    state = sessionReducer(state, sessionActions.setTableHeight(480));
    state = sessionReducer(state, sessionActions.menuLoaded(login.menu));
    expect(state).toMatchObject({
      language: 'CN',
      theme: 'dark',
      routeName: 'orderEntry',
      indexAlert: true,
      tableHeight: 480,
      menu: login.menu,
    });
    expect(state.dictionary).toHaveLength(1);
  });
});

describe('visited tabs', () => {
  const open = (...names: string[]) =>
    names.reduce(
      (state, name) => sessionReducer(state, sessionActions.openTab(tab(name))),
      createInitialSessionState(),
    );

  it('keeps the affixed index tab first', () => {
    expect(open('orderEntry', 'myWaybill').visitedTabs.map((t) => t.name)).toEqual([
      'index',
      'orderEntry',
      'myWaybill',
    ]);
  });

  it('does not duplicate an open tab and refreshes its fullPath', () => {
    let state = open('orderEntry');
    state = sessionReducer(
      state,
      sessionActions.openTab({ ...tab('orderEntry'), fullPath: '/orderEntry?q=2' }),
    );
    expect(state.visitedTabs).toHaveLength(2);
    expect(state.visitedTabs[1].fullPath).toBe('/orderEntry?q=2');
  });

  it('closes a tab but never the affixed index tab', () => {
    let state = sessionReducer(open('orderEntry'), sessionActions.closeTab('/orderEntry'));
    state = sessionReducer(state, sessionActions.closeTab('/index'));
    expect(state.visitedTabs).toEqual([INDEX_TAB]);
  });

  it('closeOtherTabs keeps affixed tabs and the given one', () => {
    let state = sessionReducer(open('a', 'b'), sessionActions.openTab(tab('pinned', true)));
    state = sessionReducer(state, sessionActions.openTab(tab('c')));
    state = sessionReducer(state, sessionActions.closeOtherTabs('/b'));
    expect(state.visitedTabs.map((t) => t.name)).toEqual(['index', 'b', 'pinned']);
  });

  it('closeAllTabs keeps only affixed tabs', () => {
    let state = sessionReducer(open('a', 'b'), sessionActions.openTab(tab('pinned', true)));
    state = sessionReducer(state, sessionActions.closeAllTabs());
    expect(state.visitedTabs.map((t) => t.name)).toEqual(['index', 'pinned']);
  });
});
