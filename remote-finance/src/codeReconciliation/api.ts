import { exportToFile, get, getFile, post, postFile, saveBlob, type ApiBody, type ApiData } from 'shared';
import type { PageQuery } from 'shared/widgets';

export type BatchPage = ApiData<'/customer-api/codReconciliation/list', 'post'>;
export type Batch = BatchPage['records'][number];
export type BatchStatus = Batch['status'];
export type BatchDetail = ApiData<'/customer-api/codReconciliation/detail', 'get'>;
export type BatchLine = BatchDetail['lines'][number];
export type BatchFilter = Omit<ApiBody<'/customer-api/codReconciliation/list'>, 'current' | 'size'>;
export type DisputeReason = BatchDetail['disputes'][number]['reason'];
export const DISPUTE_REASONS: DisputeReason[] = ['WRONG_AMOUNT', 'FEE_ON_RETURN', 'NOT_PAID', 'OTHER'];
export const BATCH_STATUSES: BatchStatus[] = [
  'MAILED',
  'VERIFIED',
  'ADJUSTED',
  'AGREED',
  'PAYMENT_SCHEDULED',
  'PAID',
  'TRANSFER_FAILED',
];

export function fetchBatches(query: PageQuery & BatchFilter): Promise<BatchPage> {
  return post('/customer-api/codReconciliation/list', query);
}

export function fetchBatch(id: number): Promise<BatchDetail> {
  return get('/customer-api/codReconciliation/detail', { id });
}

export function decryptBatch(batchId: number, code: string): Promise<Batch> {
  return post('/customer-api/codReconciliation/decrypt', { batchId, code });
}

/** Agrees a verified batch; an adjusted one (after disputes) is confirmed as updated. */
export function agreeBatch(batch: Pick<Batch, 'id' | 'status'>): Promise<Batch> {
  return batch.status === 'ADJUSTED'
    ? post('/customer-api/codReconciliation/confirmUpdate', { batchId: batch.id })
    : post('/customer-api/codReconciliation/agree', { batchId: batch.id });
}

export function resendMail(batchId: number): Promise<Batch> {
  return post('/customer-api/codReconciliation/mailSend', { batchId });
}

export function addMemo(batchId: number, text: string): Promise<null> {
  return post('/customer-api/codReconciliation/memo', { batchId, text });
}

/** Return apply v1: one line, its reason and proof files, as multipart. */
export function disputeLine(input: {
  batchId: number;
  lineId: number;
  reason: DisputeReason;
  description: string;
  files: File[];
}): Promise<Batch> {
  const form = new FormData();
  form.append('batchId', String(input.batchId));
  form.append('lineId', String(input.lineId));
  form.append('reason', input.reason);
  form.append('description', input.description);
  for (const file of input.files) form.append('file', file, file.name);
  // the browser sets the multipart boundary; without this the client's JSON default would flatten it
  return post('/customer-api/codReconciliation/returnApply', form, {
    headers: { 'Content-Type': 'multipart/form-data' },
  });
}

export type DisputeLinesBody = ApiBody<'/customer-api/codReconciliation/returnApplyLines', 'post'>;

/** Uploads proof files (multipart `file`, several at once) and answers their storage keys. */
export async function uploadProofFiles(files: File[]): Promise<string[]> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  const answer = await post('/customer-api/file/upload', form, {
    silent: true,
    headers: { 'Content-Type': 'multipart/form-data' },
  });
  return answer.files.map((file) => file.key);
}

/** Return apply v2: several lines of a batch at once, each with its proof file keys. Silent: the dialog shows the refusal per line. */
export function disputeLines(body: DisputeLinesBody): Promise<Batch> {
  return post('/customer-api/codReconciliation/returnApplyLines', body, { silent: true });
}

export function exportBatchLines(batchId: number) {
  return exportToFile('/customer-api/codReconciliation/export', { batchId }, 'cod-batch.xlsx');
}

export async function downloadTemplate(): Promise<void> {
  const file = await getFile('/customer-api/codReconciliation/template');
  saveBlob(file.blob, file.fileName ?? 'cod-return-apply-template.xlsx');
}

export type MatchingAnswer = ApiData<'/customer-api/codMatching/upload', 'post'>;
export type MatchingRow = MatchingAnswer['rows'][number];
export type MatchingResult = MatchingRow['result'];
export const MATCHING_RESULTS: MatchingResult[] = [
  'PAID_AS_EXPECTED',
  'PAID_DIFFERENT_AMOUNT',
  'NOT_PAID_YET',
  'UNKNOWN_TO_COURIER',
];
/** The gateway's cap of a matching file (checked here first, and again there). */
export const MAX_MATCHING_FILE_BYTES = 5 * 1024 * 1024;

export async function downloadMatchingTemplate(): Promise<void> {
  const { blob, fileName } = await postFile('/customer-api/codMatching/template');
  saveBlob(blob, fileName ?? 'cod-settlement-matching-template.xlsx');
}

/** Sends the shipper's settlement file (multipart `file`); nothing is stored. Silent: the section shows refusals. */
export function matchSettlement(file: File): Promise<MatchingAnswer> {
  const form = new FormData();
  form.append('file', file, file.name);
  return post('/customer-api/codMatching/upload', form, {
    silent: true,
    headers: { 'Content-Type': 'multipart/form-data' },
  });
}
