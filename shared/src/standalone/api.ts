import { API_BASES } from '../http/constants';
import { post } from '../http/request';
import { MENU_SOURCE } from '../session/sessionSlice';
import type { MenuResource } from '../session/types';

// Shapes mirror the gateway's schema for /customer-api/login and /customer-api/menu/list.

export interface LoginResult {
  token: string;
  user: { loginCode: string; [extra: string]: unknown };
  newMenuId: string;
  userAdmin: number;
  isUsed: string;
  needUpdatePassword: string;
}

/** Silent: the login form shows the server's message itself. */
export const login = (body: { loginCode: string; password: string }) =>
  post<LoginResult>(`${API_BASES.customer}/login`, body, { silent: true });

/** The menu of a session that is not in the store yet, so its token goes in the header here. */
export const fetchMenu = (token: string) =>
  post<{ menuResourceVos?: MenuResource[] } | null>(`${API_BASES.customer}/menu/list`, undefined, {
    params: { source: MENU_SOURCE },
    headers: { authToken: token },
  }).then((data) => data?.menuResourceVos ?? []);
