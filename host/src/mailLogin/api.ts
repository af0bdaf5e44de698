import { post, type ApiBody } from 'shared';

const silent = { silent: true };

/** Mails a login code to the verified address bound to the account (answers alike otherwise). */
export const sendMailLoginCode = (loginCode: string) =>
  post('/customer-api/mail/sendCaptcha', { loginCode }, silent);
export const mailLogin = (body: ApiBody<'/customer-api/mail/login'>) =>
  post('/customer-api/mail/login', body, silent);
