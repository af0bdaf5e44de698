import { get, post, type ApiData } from 'shared';

export type PrivacyStatus = ApiData<'/customer-api/privacy/readOnline', 'post'>;
export type PrivacyAgreement = ApiData<'/customer-api/privacy/agreement', 'get'>;

const silent = { silent: true };

/** Whether the user has accepted the current version of the agreement the gateway requires. */
export const getPrivacyStatus = () => post('/customer-api/privacy/readOnline', {}, silent);
export const getPrivacyAgreement = (code: string) => get('/customer-api/privacy/agreement', { code }, silent);
export const acceptPrivacyOnline = (code: string) =>
  post('/customer-api/privacy/readOnline', { code, confirm: true }, silent);
/** A paper agreement signed offline, named by its code. */
export const acceptPrivacyOffline = (code: string) =>
  post('/customer-api/privacy/readOffline', { code }, silent);
