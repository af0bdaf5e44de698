import { exportToFile, post, type ApiBody, type ApiData } from 'shared';
import type { PageQuery } from 'shared/widgets';

export type TicketPage = ApiData<'/customer-api/workOrder/page', 'post'>;
export type Ticket = TicketPage['records'][number];
export type TicketDetail = ApiData<'/customer-api/workOrder/detail', 'post'>;
export type TicketSearch = Omit<ApiBody<'/customer-api/workOrder/page'>, 'current' | 'size'>;
export type TicketDraft = ApiBody<'/customer-api/workOrder/save'>;
export type TicketType = ApiData<'/customer-api/workOrder/firstTypes', 'post'>[number];

export type ClaimPage = ApiData<'/customer-api/claim/page', 'post'>;
export type Claim = ClaimPage['records'][number];
export type ClaimSearch = Omit<ApiBody<'/customer-api/claim/page'>, 'current' | 'size'>;
export type CapPreview = ApiData<'/customer-api/claim/capPreview', 'post'>;
export type ClaimDraft = ApiBody<'/customer-api/claim/file'>;
export type ClaimType = ClaimDraft['claimType'];

export const TICKET_STATUSES = [
  'SUBMITTED',
  'ASSIGNED',
  'IN_PROGRESS',
  'ESCALATED',
  'REOPENED',
  'RESOLVED',
  'CLOSED',
] as const;
export const CLAIM_STATUSES = [
  'SUBMITTED',
  'INFO_REQUESTED',
  'UNDER_REVIEW',
  'APPROVED',
  'REJECTED',
  'APPEALED',
  'PAID',
] as const;
export const CLAIM_TYPES = ['LOST', 'DAMAGED', 'PARTIAL', 'LATE'] as const;

export const fetchTickets = (query: PageQuery & TicketSearch): Promise<TicketPage> =>
  post('/customer-api/workOrder/page', query);
export const fetchTicket = (id: number) => post('/customer-api/workOrder/detail', { id });
export const fetchFirstTypes = () => post('/customer-api/workOrder/firstTypes');
export const fetchSecondTypes = (typeCode: string) =>
  post('/customer-api/workOrder/secondTypes', { typeCode });
/** Silent calls: the forms and the drawer show a refusal themselves. */
export const saveTicket = (draft: TicketDraft) =>
  post('/customer-api/workOrder/save', draft, { silent: true });
/** A reply in the thread with the keys of the files uploaded for it (/file/upload). */
export const replyTicket = (id: number, body: string, attachments: string[]) =>
  post('/customer-api/workOrder/reply', { id, body, attachments }, { silent: true });
export const rateTicket = (id: number, rating: number) =>
  post('/customer-api/workOrder/rate', { id, rating }, { silent: true });
export const reopenTicket = (id: number, reason: string) =>
  post('/customer-api/workOrder/reopen', { id, reason }, { silent: true });
export const exportTickets = (search: TicketSearch) =>
  exportToFile('/customer-api/workOrder/export', search, 'tickets.xlsx');

export const fetchClaims = (query: PageQuery & ClaimSearch): Promise<ClaimPage> =>
  post('/customer-api/claim/page', query);
export const previewCap = (billCode: string, claimType: ClaimType) =>
  post('/customer-api/claim/capPreview', { billCode, claimType }, { silent: true });
export const fileClaim = (draft: ClaimDraft) => post('/customer-api/claim/file', draft, { silent: true });
export const exportClaims = (search: ClaimSearch) =>
  exportToFile('/customer-api/claim/export', search, 'claims.xlsx');
export const fetchClaim = (id: number) => post('/customer-api/claim/detail', { id });
/** Silent calls: the claim drawer shows a refusal itself. */
export const addClaimDocuments = (id: number, documents: string[], note: string) =>
  post('/customer-api/claim/addDocuments', { id, documents, note: note || null }, { silent: true });
export const appealClaim = (id: number, reason: string, documents: string[]) =>
  post('/customer-api/claim/appeal', { id, reason, documents }, { silent: true });
