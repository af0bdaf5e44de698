import { API_BASES, get, MENU_SOURCE, post, type ApiBody, type ApiData, type MenuResource } from 'shared';

const base = API_BASES.customer;

export type LoginResult = ApiData<'/customer-api/login', 'post'>;
export type LoginUser = LoginResult['user'];
export type LoginBody = ApiBody<'/customer-api/login'>;
export type Captcha = ApiData<'/customer-api/captcha', 'get'>;

/** The host's calls are silent: each screen shows the server message where it belongs. */
const silent = { silent: true };

export const login = (body: LoginBody) => post<LoginResult>(`${base}/login`, body, silent);
/** The login result of a token's session: rebuilds the session after a reload or an embedded entry. */
export const getSession = (token: string) =>
  get<LoginResult>(`${base}/session`, undefined, { ...silent, headers: { authToken: token } });
export const getCaptcha = () => get<Captcha>(`${base}/captcha`, undefined, silent);
export const getCaptchaSwitch = (loginCode: string) =>
  get<{ required: boolean }>(`${base}/captcha/switch`, { loginCode }, silent);
export const logout = () => post<unknown>(`${base}/logout`, undefined, silent);
export const updatePassword = (body: { oldPassword: string; newPassword: string }) =>
  post<{ token?: string } | null>(`${base}/updatePassword`, body, silent);
export const forgetPassword = (body: { loginCode: string; verifyCode: string; vck: string }) =>
  post<unknown>(`${base}/forgetPassword`, body, silent);
export const checkCode = (body: { loginCode: string; code: string }) =>
  post<unknown>(`${base}/checkCode`, body, silent);
export const resetPassword = (body: { loginCode: string; code: string; password: string }) =>
  post<unknown>(`${base}/resetPassword`, body, silent);
export const activeMail = (checkCode: string, type: string) =>
  get<unknown>(`${base}/activeMail`, { checkCode, type }, silent);

/**
 * Menu load failure: the server message is shown (not silent) and the menu is empty (spec §8).
 * The token is passed explicitly: right after login it is not in the store yet.
 */
export const getMenu = (token?: string) =>
  post<{ menuResourceVos?: MenuResource[] } | null>(`${base}/menu/list`, undefined, {
    params: { source: MENU_SOURCE },
    headers: token ? { authToken: token } : undefined,
  }).then(
    (data) => data?.menuResourceVos ?? [],
    () => [] as MenuResource[],
  );

function listOf<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  const record = data as { records?: T[]; list?: T[] } | null;
  return record?.records ?? record?.list ?? [];
}

export const getWarnings = () =>
  get<unknown>(`${base}/common/warning`, undefined, silent).then((data) => listOf<unknown>(data));
