import * as shared from '.';
import * as standalone from './standalone';
import * as widgets from './widgets';

jest.mock('./http/fingerprint', () => ({ browserFingerprint: () => 'v' }));

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
      'postFile',
      'getFile',
      'fileNameOf',
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
      'isEmpty',
      'formatPhone344',
      'displayOrDash',
      'formatDateTime',
      'messageOf',
      'ORDER_LIMITS',
      'COMPLAINT_LIMITS',
      'BILL_CODE_PATTERN',
      'NATIONAL_MOBILE',
      'normaliseMobile',
      'toInternational',
      'maskPhone',
      'exportQueued',
      'exportsChanged',
      'onExportsChanged',
    ];
    const missing = contract.filter((name) => !(name in shared));
    expect(missing).toEqual([]);
  });

  it('keeps the widget kit and the stand-alone shell out of the root (the login page never loads them)', () => {
    for (const name of [
      'usePageQuery',
      'RemoteErrorBoundary',
      'sanitizeDisplay',
      'startStandalone',
      'useGuide',
    ])
      expect(name in shared).toBe(false);
    for (const name of [
      'usePageQuery',
      'tablePagination',
      'DEFAULT_PAGE_SIZE',
      'PAGE_SIZE_OPTIONS',
      'RemoteErrorBoundary',
      'sanitizeDisplay',
      'DISPLAY_ALLOWED_TAGS',
      'useGuide',
      'GuideTour',
      'GuideButton',
    ])
      expect(name in widgets).toBe(true);
    expect(Object.keys(standalone)).toEqual(expect.arrayContaining(['StandaloneShell', 'startStandalone']));
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
