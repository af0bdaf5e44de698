import { get, MENU_SOURCE, post, type ApiBody, type ApiData, type MenuResource } from 'shared';

export type LoginResult = ApiData<'/customer-api/login', 'post'>;
export type LoginUser = LoginResult['user'];
export type LoginBody = ApiBody<'/customer-api/login'>;
export type Captcha = ApiData<'/customer-api/captcha', 'get'>;

/** The host's calls are silent: each screen shows the server message where it belongs. */
const silent = { silent: true };

export const login = (body: LoginBody) => post('/customer-api/login', body, silent);
/** The login result of a token's session: rebuilds the session after a reload or an embedded entry. */
export const getSession = (token: string) =>
  get('/customer-api/session', undefined, { ...silent, headers: { authToken: token } });
export const getCaptcha = () => get('/customer-api/captcha', undefined, silent);
export const getCaptchaSwitch = (loginCode: string) =>
  get('/customer-api/captcha/switch', { loginCode }, silent);
export const logout = () => post('/customer-api/logout', undefined, silent);
export const updatePassword = (body: ApiBody<'/customer-api/updatePassword'>) =>
  post('/customer-api/updatePassword', body, silent);
export const forgetPassword = (body: ApiBody<'/customer-api/forgetPassword'>) =>
  post('/customer-api/forgetPassword', body, silent);
export const checkCode = (body: ApiBody<'/customer-api/checkCode'>) =>
  post('/customer-api/checkCode', body, silent);
export const resetPassword = (body: ApiBody<'/customer-api/resetPassword'>) =>
  post('/customer-api/resetPassword', body, silent);
export const activeMail = (checkCode: string, type: string) =>
  get('/customer-api/activeMail', { checkCode, type }, silent);

/**
 * Menu load failure: the server message is shown (not silent) and the menu is empty (spec §8).
 * The token is passed explicitly: right after login it is not in the store yet.
 */
export const getMenu = (token?: string): Promise<MenuResource[]> =>
  post('/customer-api/menu/list', undefined, {
    query: { source: MENU_SOURCE },
    headers: token ? { authToken: token } : undefined,
  }).then(
    (data) => data?.menuResourceVos ?? [],
    () => [],
  );
