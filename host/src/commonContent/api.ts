import { get, post, type ApiData } from 'shared';

/** A help article, advert or warning as the gateway answers it, in the request language. */
export type Notice = ApiData<'/customer-api/common/help', 'get'>[number];
export type NoticeLevel = Notice['level'];

/** Silent: each place shows its own empty or failed state instead of a toast (the bar polls). */
const silent = { silent: true };

export const fetchHelp = (): Promise<Notice[]> =>
  get('/customer-api/common/help', undefined, silent).then((list) => list ?? []);

/** The adverts the signed-in user has not dismissed (the client sends the session token). */
export const fetchAdverts = (): Promise<Notice[]> =>
  get('/customer-api/common/advert', undefined, silent).then((list) => list ?? []);

export const fetchWarnings = (): Promise<Notice[]> =>
  get('/customer-api/common/warning', undefined, silent).then((list) => list ?? []);

/** Dismisses an advert for good (notice read). Not silent: a refusal's message is shown. */
export const dismissNotice = (id: number): Promise<void> =>
  post('/customer-api/notice/read', { id }).then(() => undefined);
