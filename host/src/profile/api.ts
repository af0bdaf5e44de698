import { get, post, type ApiBody, type ApiData } from 'shared';

export type UserDetail = ApiData<'/customer-api/user/detail', 'post'>;

/** The pages show the server's message where it belongs: the calls are silent. */
const silent = { silent: true };

export const getUserDetail = () => post('/customer-api/user/detail', {}, silent);
export const modifyUser = (body: ApiBody<'/customer-api/user/modify'>) =>
  post('/customer-api/user/modify', body, silent);
export const resendVerifyMail = () => post('/customer-api/resendVerifyMail', undefined, silent);
/** Mails a code to the address to bind (the binding takes effect with modifyMailBinding). */
export const bindMail = (mail: string) => post('/customer-api/mail/bind', { mail }, silent);
export const modifyMailBinding = (body: ApiBody<'/customer-api/mail/modifyBind'>) =>
  post('/customer-api/mail/modifyBind', body, silent);
/** Ends the user's other sessions; this one goes on. */
export const changePassword = (body: ApiBody<'/customer-api/user/changePassword'>) =>
  post('/customer-api/user/changePassword', body, silent);

export type DigestSetting = ApiData<'/customer-api/user/digest', 'get'>;
/** The weekly digest e-mail's opt-in (users who may open the dashboard). */
export const getDigestSetting = () => get('/customer-api/user/digest', undefined, silent);
/** Opts in or out; the digest is written in the language of this request (the page's). */
export const saveDigestSetting = (weekly: boolean) =>
  post('/customer-api/user/digest/save', { weekly }, silent);
