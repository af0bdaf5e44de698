import { post, type ApiBody, type ApiData } from 'shared';
import { type PageQuery } from 'shared/widgets';

export const COMPLAINT_KINDS = ['COMPLAINT', 'SUGGESTION'] as const;
export const COMPLAINT_STATUSES = ['SUBMITTED', 'PROCESSING', 'REPLIED', 'CLOSED'] as const;

export type ComplaintDraft = ApiBody<'/customer-api/complaint/save'>;
export type ComplaintKind = ComplaintDraft['kind'];
export type ComplaintPage = ApiData<'/customer-api/complaint/page', 'post'>;
export type Complaint = ApiData<'/customer-api/complaint/detail', 'post'>;
export type ComplaintStatus = Complaint['status'];
export type ComplaintFilters = Pick<ApiBody<'/customer-api/complaint/page'>, 'kind' | 'status'>;

/** Categories by kind, as the gateway validates them (a category must belong to its kind). */
export const COMPLAINT_CATEGORIES = {
  COMPLAINT: ['DELIVERY_DELAY', 'DAMAGED', 'LOST', 'COURIER_ATTITUDE', 'PICKUP', 'COD', 'OTHER'],
  SUGGESTION: ['PRODUCT', 'WEBSITE', 'SERVICE', 'OTHER'],
} as const satisfies Record<ComplaintKind, readonly ComplaintDraft['category'][]>;

/** Silent: the form shows the server's msg itself and keeps what the user typed. */
export function saveComplaint(draft: ComplaintDraft): Promise<Complaint> {
  return post('/customer-api/complaint/save', draft, { silent: true });
}

export function fetchComplaints(query: PageQuery & ComplaintFilters): Promise<ComplaintPage> {
  return post('/customer-api/complaint/page', query);
}

export function fetchComplaintDetail(id: number): Promise<Complaint> {
  return post('/customer-api/complaint/detail', { id });
}
