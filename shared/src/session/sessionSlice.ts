import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { storage } from './storage';
import { addTab, INDEX_TAB, keepAffixed, normalizeTabs, removeTab } from './tabs';
import type { DictionaryEntry, LoginPayload, MenuResource, SessionState, VisitedTab } from './types';

/** The portal's fixed menu source identifier, stored as menuSource on login (spec §3). */
export const MENU_SOURCE = 'SHIPPER_PORTAL';
export const DEFAULT_THEME = 'default';

/** Keys of the spec's cached list-query states; `listCaches` accepts others too. */
export const LIST_CACHE_KEYS = {
  freight: 'freight',
  receive: 'receive',
  sender: 'sender',
  cargoIn: 'cargoIn',
  costInfo: 'costInfo',
} as const;

/** The session as it is before login. */
export function createInitialSessionState(): SessionState {
  return {
    isLogin: false,
    user: null,
    token: '',
    menu: [],
    routeAuthList: [],
    btnList: [],
    memberLevel: null,
    customerFlag: false,
    menuSource: '',
    needUpdatePassword: '',
    language: DEFAULT_LANGUAGE,
    dictionary: [],
    theme: DEFAULT_THEME,
    tableHeight: 0,
    listCaches: {},
    indexAlert: false,
    visitedTabs: [INDEX_TAB],
    routeName: '',
  };
}

/**
 * Initial state restored from localStorage (token, lang, menuSource, needUpdatePassword, theme,
 * visited tabs). The route list, buttons and menu are not stored: the host reloads them.
 */
export function loadPersistedSessionState(): SessionState {
  const token = storage.get('token');
  return {
    ...createInitialSessionState(),
    token,
    isLogin: token !== '',
    language: storage.get('lang') || DEFAULT_LANGUAGE,
    menuSource: storage.get('menuSource'),
    needUpdatePassword: storage.get('needUpdatePassword'),
    theme: storage.get('theme') || DEFAULT_THEME,
    visitedTabs: normalizeTabs(storage.getTabs()),
  };
}

/**
 * The session slice (spec §3/§4). Reducers are pure; `persistenceMiddleware` writes localStorage.
 * @example
 * dispatch(sessionActions.loginSucceeded({ user, token, ...buildPermissions(login, menuTree), isUsed }));
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: createInitialSessionState,
  reducers: {
    loginSucceeded(state, { payload }: PayloadAction<LoginPayload>) {
      state.isLogin = true;
      state.user = payload.user;
      state.token = payload.token;
      state.menu = payload.menu;
      state.routeAuthList = payload.routeAuthList;
      state.btnList = payload.btnList;
      state.memberLevel = payload.memberLevel ?? null;
      state.customerFlag = payload.isUsed === '1';
      state.menuSource = MENU_SOURCE;
      state.needUpdatePassword = payload.needUpdatePassword ?? '';
      state.indexAlert = true;
    },
    menuLoaded(state, { payload }: PayloadAction<MenuResource[]>) {
      state.menu = payload;
    },
    loggedOut(state) {
      state.isLogin = false;
      state.user = null;
      state.memberLevel = null;
      state.token = '';
      state.visitedTabs = [INDEX_TAB];
      state.menu = [];
      state.routeAuthList = [];
      state.btnList = [];
      state.customerFlag = false;
      state.needUpdatePassword = '';
      state.indexAlert = false;
      state.listCaches = {};
    },
    setLanguage(state, { payload }: PayloadAction<string>) {
      state.language = payload || DEFAULT_LANGUAGE;
    },
    setTheme(state, { payload }: PayloadAction<string>) {
      state.theme = payload || DEFAULT_THEME;
    },
    openTab(state, { payload }: PayloadAction<VisitedTab>) {
      state.visitedTabs = addTab(state.visitedTabs, payload);
    },
    closeTab(state, { payload }: PayloadAction<string>) {
      state.visitedTabs = removeTab(state.visitedTabs, payload);
    },
    closeOtherTabs(state, { payload }: PayloadAction<string>) {
      state.visitedTabs = keepAffixed(state.visitedTabs, payload);
    },
    closeAllTabs(state) {
      state.visitedTabs = keepAffixed(state.visitedTabs);
    },
    setListCache(state, { payload }: PayloadAction<{ key: string; value: unknown }>) {
      state.listCaches[payload.key] = payload.value;
    },
    setRouteName(state, { payload }: PayloadAction<string>) {
      state.routeName = payload;
    },
    setAlertFlag(state, { payload }: PayloadAction<boolean>) {
      state.indexAlert = payload;
    },
    setDictionary(state, { payload }: PayloadAction<DictionaryEntry[]>) {
      state.dictionary = payload;
    },
    setTableHeight(state, { payload }: PayloadAction<number>) {
      state.tableHeight = payload;
    },
    setNeedUpdatePassword(state, { payload }: PayloadAction<string>) {
      state.needUpdatePassword = payload;
    },
  },
});

export const sessionActions = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
