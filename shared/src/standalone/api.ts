import type { ApiBody, ApiData } from '../api/types';
import { post } from '../http/gateway';
import { MENU_SOURCE } from '../session/sessionSlice';
import type { MenuResource } from '../session/types';

export type LoginResult = ApiData<'/customer-api/login', 'post'>;

/** Silent: the login form shows the server's message itself. */
export const login = (body: ApiBody<'/customer-api/login'>) =>
  post('/customer-api/login', body, { silent: true });

/** The menu of a session that is not in the store yet, so its token goes in the header here. */
export const fetchMenu = (token: string): Promise<MenuResource[]> =>
  post('/customer-api/menu/list', undefined, {
    query: { source: MENU_SOURCE },
    headers: { authToken: token },
  }).then((data) => data?.menuResourceVos ?? []);
