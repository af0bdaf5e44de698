import type { RootState } from './store';

/** Selectors over the session slice; use with `useAppSelector(selectToken)`. */
export const selectSession = (state: RootState) => state.session;
export const selectToken = (state: RootState) => state.session.token;
export const selectUser = (state: RootState) => state.session.user;
export const selectMenu = (state: RootState) => state.session.menu;
export const selectRouteAuthList = (state: RootState) => state.session.routeAuthList;
export const selectBtnList = (state: RootState) => state.session.btnList;
export const selectVisitedTabs = (state: RootState) => state.session.visitedTabs;
export const selectLanguage = (state: RootState) => state.session.language;
export const selectTheme = (state: RootState) => state.session.theme;
export const selectRouteName = (state: RootState) => state.session.routeName;
export const selectIsLogin = (state: RootState) => state.session.isLogin;
export const selectCustomerFlag = (state: RootState) => state.session.customerFlag;

/**
 * Selector factory for one cached list-query state.
 * @example
 * const freightQuery = useAppSelector(selectListCache('freight'));
 */
export const selectListCache =
  (key: string) =>
  (state: RootState): unknown =>
    state.session.listCaches[key];
