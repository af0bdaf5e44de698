import { post, postFile, saveBlob, type ApiData } from 'shared';
import type { PageQuery } from 'shared/widgets';

export type Submission = ApiData<'/customer-api/customerData/detail', 'post'>;
export type SubmissionDocument = Submission['documents'][number];
export type EntityType = Submission['entityType'];
export type SubmissionStatus = Submission['status'];
export type ExaminePage = ApiData<'/customer-api/examine/page', 'post'>;
export type ExamineRow = ExaminePage['records'][number];
export type ReviewOutcome = 'APPROVED' | 'REJECTED' | 'NEEDS_REVISION';

/** A document is at most 5 MB, an image or a PDF (checked again by the gateway). */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_ACCEPT = ['.jpg', '.jpeg', '.png', '.pdf'];

/** The fields of each kind of shipper, in the form's order (the gateway's rules decide what is required). */
export const FORM_FIELDS: Record<EntityType, string[]> = {
  COMPANY: [
    'companyName',
    'npwp',
    'nib',
    'deedNumber',
    'address',
    'contactName',
    'contactKtp',
    'contactPhone',
    'email',
    'bankName',
    'bankAccountNo',
    'bankAccountHolder',
  ],
  INDIVIDUAL: [
    'fullName',
    'ktp',
    'npwp',
    'address',
    'contactPhone',
    'email',
    'bankName',
    'bankAccountNo',
    'bankAccountHolder',
  ],
};
export const FORM_DOCUMENTS: Record<EntityType, string[]> = {
  COMPANY: ['npwp', 'nib', 'deed', 'decree', 'contactKtp', 'bankBook'],
  INDIVIDUAL: ['ktp', 'npwp', 'bankBook'],
};

export function fetchSubmission(): Promise<Submission> {
  return post('/customer-api/customerData/detail');
}

export function saveSubmission(entityType: EntityType, fields: Record<string, string>): Promise<Submission> {
  return post('/customer-api/customerData/save', { entityType, fields });
}

/** Silent: the form shows the gateway's refusal (every missing field and document) itself. */
export function submitSubmission(): Promise<Submission> {
  return post('/customer-api/customerData/submit', undefined, { silent: true });
}

export function uploadDocument(field: string, file: File): Promise<SubmissionDocument> {
  const form = new FormData();
  form.append('file', file, file.name);
  return post('/customer-api/customerData/upload', form, {
    query: { field },
    headers: { 'Content-Type': 'multipart/form-data' },
  });
}

export function fetchExaminePage(
  query: PageQuery,
  search: { status?: SubmissionStatus; keyword?: string },
): Promise<ExaminePage> {
  // silent: the list says a refusal itself (e.g. a shipper's account, which is no network staff)
  return post('/customer-api/examine/page', { ...query, ...search }, { silent: true });
}

export function fetchReview(id: number): Promise<Submission> {
  return post('/customer-api/examine/query', { id });
}

export function saveReview(id: number, fieldReasons: Record<string, string>): Promise<Submission> {
  return post('/customer-api/examine/saveOrUpdate', { id, fieldReasons });
}

export function decide(
  id: number,
  status: ReviewOutcome,
  fieldReasons: Record<string, string>,
): Promise<Submission> {
  return post('/customer-api/examine/statusUpdate', { id, status, fieldReasons });
}

export async function exportSubmissions(search: {
  status?: SubmissionStatus;
  keyword?: string;
}): Promise<void> {
  const { blob, fileName } = await postFile('/customer-api/examine/export', search);
  saveBlob(blob, fileName ?? 'customer-data.xlsx');
}
