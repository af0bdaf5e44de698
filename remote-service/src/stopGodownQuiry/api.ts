import { exportToFile, get, post, type ApiBody, type ApiData } from 'shared';
import type { PageQuery } from 'shared/widgets';

export type ProblemPage = ApiData<'/customer-api/problemParcel/page', 'post'>;
export type ProblemParcel = ProblemPage['records'][number];
export type ProblemSearch = Omit<ApiBody<'/customer-api/problemParcel/page'>, 'current' | 'size'>;
export type DecideBody = ApiBody<'/customer-api/problemParcel/decide'>;
export type Decision = DecideBody['decision'];
export type StuckPage = ApiData<'/customer-api/problemParcel/stuck', 'post'>;
export type StuckParcel = StuckPage['records'][number];

export type ProblemDetail = NonNullable<ApiData<'/customer-api/problemParcel/detail', 'post'>>;

export const VIEWS = ['OPEN', 'DECIDED', 'ALL'] as const;

export function fetchProblems(query: PageQuery & ProblemSearch): Promise<ProblemPage> {
  return post('/customer-api/problemParcel/page', query);
}

export function fetchStuck(query: PageQuery): Promise<StuckPage> {
  return post('/customer-api/problemParcel/stuck', query);
}

/** One decision for one or many parcels; silent: the dialog shows the server's refusal itself. */
export function decide(body: DecideBody) {
  return post('/customer-api/problemParcel/decide', body, { silent: true });
}

export function exportProblems(search: ProblemSearch) {
  return exportToFile('/customer-api/problemParcel/export', search, 'held-parcels.xlsx');
}

/** The held reasons (code and name in the session's language) for the search. */
export async function fetchHeldReasons(): Promise<{ code: string; name: string }[]> {
  const dict = await get('/customer-api/serviceDict/byCategoryCodes', { codes: 'HELD_REASON' });
  return (dict.HELD_REASON ?? []).map(({ code, name }) => ({ code, name }));
}

/** One held parcel with its receiver, order status and amounts; silent: the drawer shows a refusal itself. */
export function fetchProblemDetail(id: number): Promise<ProblemDetail> {
  return post('/customer-api/problemParcel/detail', { id }, { silent: true });
}
