import { getFile, post, type ApiData, type FetchedFile } from 'shared';
import type { PageQuery } from 'shared/widgets';

export type ExportPage = ApiData<'/customer-api/download/list', 'post'>;
export type ExportRecord = ExportPage['records'][number];
export type ExportStatus = ExportRecord['status'];
export type SignedExportLink = ApiData<'/customer-api/download/record', 'post'>;

/** Statuses of an export that is still being prepared: the badge counts them, the list polls. */
export const ACTIVE_STATUSES: readonly ExportStatus[] = ['QUEUED', 'RUNNING'];

export const isActive = (record: Pick<ExportRecord, 'status'>) => ACTIVE_STATUSES.includes(record.status);

/**
 * A page of the caller's exports, newest first. Silent: the list polls, and a failure shows in the
 * table (the gateway's message and a retry), not as a toast every few seconds.
 */
export function fetchExports(query: PageQuery): Promise<ExportPage> {
  return post('/customer-api/download/list', query, { silent: true });
}

/** How many of the caller's exports are queued or running: the total of a one-row page. Silent. */
export async function fetchActiveExportCount(): Promise<number> {
  const page = await post(
    '/customer-api/download/list',
    { current: 1, size: 1, status: [...ACTIVE_STATUSES] },
    { silent: true },
  );
  return page.total;
}

/** Records a download; answers a freshly signed link. Silent: the page shows the gateway's refusal. */
export function recordDownload(id: number): Promise<SignedExportLink> {
  return post('/customer-api/download/record', { id }, { silent: true });
}

/**
 * Fetches the file behind a signed link (`/customer-api/file/view/<key>?exp=…&sig=…`) through the
 * http client, so an expired or tampered link rejects with the gateway's translated message.
 */
export function fetchSignedFile(url: string): Promise<FetchedFile> {
  const link = new URL(url, 'http://portal.invalid');
  const key = decodeURIComponent(link.pathname.split('/').pop() ?? '');
  return getFile(
    '/customer-api/file/view/{key}',
    { exp: Number(link.searchParams.get('exp')), sig: link.searchParams.get('sig') ?? '' },
    { path: { key } },
  );
}
