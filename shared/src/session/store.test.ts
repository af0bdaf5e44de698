import { createSlice } from '@reduxjs/toolkit';
import { sessionActions } from './sessionSlice';
import { forgetAccount, storage } from './storage';
import { createPortalStore, getPortalStore, injectReducer } from './store';
import { selectListCache, selectToken, selectVisitedTabs } from './selectors';

const login = {
  user: { loginCode: 'shipper01' },
  token: 'tok-1',
  menu: [],
  routeAuthList: ['orderEntry'],
  btnList: [],
  isUsed: '1',
  needUpdatePassword: '1',
};

describe('portal store persistence', () => {
  beforeEach(() => localStorage.clear());

  it('persists token, account, menuSource and needUpdatePassword on login', () => {
    const store = createPortalStore();
    store.dispatch(sessionActions.loginSucceeded(login));
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(localStorage.getItem('account')).toBe('shipper01');
    expect(localStorage.getItem('menuSource')).toBe('SHIPPER_PORTAL');
    expect(localStorage.getItem('needUpdatePassword')).toBe('1');
  });

  it('persists language, theme and visited tabs', () => {
    const store = createPortalStore();
    store.dispatch(sessionActions.setLanguage('EN'));
    store.dispatch(sessionActions.setTheme('dark'));
    store.dispatch(
      sessionActions.openTab({
        name: 'orderEntry',
        path: '/orderEntry',
        fullPath: '/orderEntry',
        meta: { titleKey: 't' },
      }),
    );
    expect(localStorage.getItem('lang')).toBe('EN');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(storage.getTabs().map((t) => t.name)).toEqual(['index', 'orderEntry']);
  });

  it('restores the session from localStorage when the store is created', () => {
    localStorage.setItem('token', 'tok-9');
    localStorage.setItem('lang', 'CN');
    localStorage.setItem(
      'visitedTabs',
      JSON.stringify([
        { name: 'myWaybill', path: '/myWaybill', fullPath: '/myWaybill', meta: { titleKey: 't' } },
      ]),
    );
    const state = createPortalStore().getState();
    expect(selectToken(state)).toBe('tok-9');
    expect(state.session.isLogin).toBe(true);
    expect(state.session.language).toBe('CN');
    expect(selectVisitedTabs(state).map((t) => t.name)).toEqual(['index', 'myWaybill']);
  });

  it('ignores corrupt stored tabs', () => {
    localStorage.setItem('visitedTabs', '{not json');
    expect(selectVisitedTabs(createPortalStore().getState())).toHaveLength(1);
  });

  it('logout removes the stored token and tabs but keeps the account until forgetAccount()', () => {
    const store = createPortalStore();
    store.dispatch(sessionActions.loginSucceeded(login));
    store.dispatch(
      sessionActions.openTab({ name: 'a', path: '/a', fullPath: '/a', meta: { titleKey: 't' } }),
    );
    store.dispatch(sessionActions.loggedOut());
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('visitedTabs')).toBeNull();
    expect(localStorage.getItem('account')).toBe('shipper01');
    forgetAccount();
    expect(localStorage.getItem('account')).toBeNull();
  });
});

describe('injectReducer', () => {
  it('adds a remote slice to the running store', () => {
    const store = createPortalStore();
    const imports = createSlice({
      name: 'imports',
      initialState: { count: 0 },
      reducers: { add: (s) => void (s.count += 1) },
    });
    injectReducer('imports', imports.reducer);
    expect(store.getState().imports).toEqual({ count: 0 });
    store.dispatch(imports.actions.add());
    expect(store.getState().imports).toEqual({ count: 1 });
    expect(getPortalStore()).toBe(store);
  });

  it('refuses to replace the session slice', () => {
    createPortalStore();
    expect(() => injectReducer('session', (s = null) => s)).toThrow(/reserved/);
  });

  it('reads a list cache by key', () => {
    const store = createPortalStore();
    store.dispatch(sessionActions.setListCache({ key: 'freight', value: { current: 3 } }));
    expect(selectListCache('freight')(store.getState())).toEqual({ current: 3 });
  });
});
