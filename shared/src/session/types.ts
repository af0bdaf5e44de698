/** Menu resource from the menu call (`data.menuResourceVos`), spec §3. */
export interface MenuResource {
  resourceCode: string;
  /** 2 means a button permission; other values are menu or page. */
  resourceType: number | string;
  childResources?: MenuResource[] | null;
  /** Other server fields (names, icons, order) pass through untouched. */
  [extra: string]: unknown;
}

/** The logged-in user (spec §3). `networkId` is set for back-office staff. */
export interface SessionUser {
  loginCode: string;
  newUserFlag?: string | number;
  networkId?: string | number | null;
  [extra: string]: unknown;
}

/** Member level of the customer ("global level": code, growthStart). */
export interface MemberLevel {
  code?: string;
  growthStart?: number;
  [extra: string]: unknown;
}

/** An open page shown as a tab. Affixed tabs survive "close others" and "close all". */
export interface VisitedTab {
  name: string;
  path: string;
  fullPath: string;
  meta: { titleKey: string; affix?: boolean };
}

/** A server dictionary entry: lang1 Chinese, lang2 English, lang3 Indonesian. */
export interface DictionaryEntry {
  strId: string;
  lang1?: string | null;
  lang2?: string | null;
  lang3?: string | null;
}

/**
 * What the host dispatches once login data is received; `menu`, `routeAuthList` and `btnList`
 * come from `buildPermissions`.
 */
export interface LoginPayload {
  user: SessionUser;
  token: string;
  menu: MenuResource[];
  routeAuthList: string[];
  btnList: string[];
  memberLevel?: MemberLevel | null;
  /** Login result field: '1' means the customer feature is active. */
  isUsed?: string | null;
  /** '1' forces every navigation to SetPassword. */
  needUpdatePassword?: string | null;
}

export interface SessionState {
  isLogin: boolean;
  user: SessionUser | null;
  token: string;
  menu: MenuResource[];
  routeAuthList: string[];
  btnList: string[];
  memberLevel: MemberLevel | null;
  customerFlag: boolean;
  menuSource: string;
  needUpdatePassword: string;
  /** Spec language code (CN, EN, YN, ...). */
  language: string;
  dictionary: DictionaryEntry[];
  theme: string;
  tableHeight: number;
  /**
   * Cached list-query states keyed by list. Spec lists: freight, receive, sender, cargoIn,
   * costInfo (see LIST_CACHE_KEYS); remotes may add their own keys. Logout empties all.
   */
  listCaches: Record<string, unknown>;
  /** Whether the index page shows its alert box. */
  indexAlert: boolean;
  visitedTabs: VisitedTab[];
  /** Name of the current route, sent as the routeName header. */
  routeName: string;
}
