import * as shared from '.';

jest.mock('@fingerprintjs/fingerprintjs', () => ({
  load: async () => ({ get: async () => ({ visitorId: 'v' }) }),
}));

describe('package root', () => {
  it('exports the SHARED-API.md contract names', () => {
    const contract = [
      'setRuntimeConfig',
      'getRuntimeConfig',
      'loadRuntimeConfig',
      'API_BASES',
      'http',
      'request',
      'post',
      'get',
      'configureHttp',
      'ORDER_INSERT_TIMEOUT',
      'HTTP_TIMEOUT',
      'SUCCESS_CODE',
      'SESSION_INVALID_CODE',
      'getDeviceNo',
      'ApiError',
      'LOGOUT_REDIRECT_DELAY',
      'sessionSlice',
      'sessionActions',
      'createPortalStore',
      'injectReducer',
      'useAppSelector',
      'useAppDispatch',
      'useSession',
      'selectToken',
      'selectUser',
      'selectMenu',
      'selectRouteAuthList',
      'selectBtnList',
      'selectVisitedTabs',
      'selectLanguage',
      'selectTheme',
      'selectListCache',
      'storage',
      'MENU_SOURCE',
      'forgetAccount',
      'buildPermissions',
      'permissionKey',
      'can',
      'useCan',
      'Permission',
      'PermissionButton',
      'ROW_ACTIONS',
      'TOOLBAR_ACTIONS',
      'hasAnyRowAction',
      'decideNavigation',
      'recordRouteName',
      'initI18n',
      'i18n',
      'addResources',
      'LANGUAGE_CODE_MAP',
      'EMBED_LOCALE_MAP',
      'DEFAULT_LANGUAGE',
      'toI18nLanguage',
      'mergeDictionary',
      'loadDictionary',
      'antdLocale',
      'tracker',
      'installClickTracking',
      'isEmbedded',
      'waitForParentParams',
      'postLogoutToParent',
      'normalizeEmbedLanguage',
      'RemoteErrorBoundary',
      'isEmpty',
      'formatPhone344',
      'sanitizeDisplay',
      'displayOrDash',
      'formatDateTime',
      'usePagedList',
      'tablePagination',
      'messageOf',
      'DEFAULT_PAGE_SIZE',
      'PAGE_SIZE_OPTIONS',
      'StandaloneShell',
      'startStandalone',
    ];
    const missing = contract.filter((name) => !(name in shared));
    expect(missing).toEqual([]);
  });

  it('has the contract actions on sessionActions', () => {
    expect(Object.keys(shared.sessionActions)).toEqual(
      expect.arrayContaining([
        'loginSucceeded',
        'menuLoaded',
        'loggedOut',
        'setLanguage',
        'setTheme',
        'openTab',
        'closeTab',
        'closeOtherTabs',
        'closeAllTabs',
        'setListCache',
        'setRouteName',
        'setAlertFlag',
        'setDictionary',
        'setTableHeight',
      ]),
    );
  });

  it('exposes tracker.configure, pageView, pageHide and buttonClick', () => {
    for (const method of ['configure', 'pageView', 'pageHide', 'buttonClick'] as const)
      expect(typeof shared.tracker[method]).toBe('function');
  });
});
