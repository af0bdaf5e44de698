import { exportToFile, get, post, type ApiBody, type ApiData } from 'shared';
import type { PageQuery } from 'shared/widgets';

export type StatementPage = ApiData<'/customer-api/monthlyStatement/page', 'post'>;
export type Statement = StatementPage['records'][number];
export type StatementDetail = ApiData<'/customer-api/monthlyStatement/detail', 'get'>;
export type StatementLine = StatementDetail['lines']['records'][number];
export interface StatementSearch {
  period?: string;
  status?: Statement['status'];
}

export function fetchStatements(query: PageQuery & StatementSearch): Promise<StatementPage> {
  return post('/customer-api/monthlyStatement/page', query);
}

export function fetchStatement(id: number, query: PageQuery): Promise<StatementDetail> {
  return get('/customer-api/monthlyStatement/detail', { id, ...query });
}

/** The statement list of the search through the download centre (spec section 7). */
export function exportStatements(search: StatementSearch) {
  return exportToFile('/customer-api/monthlyStatement/export', search, 'monthly-statements.xlsx');
}

export function exportStatementLines(id: number) {
  return exportToFile('/customer-api/monthlyStatement/detailExport', { id }, 'statement-lines.xlsx');
}

/** The statement's PDF invoice, written in the download centre (a long statement takes a minute). */
export function exportStatementPdf(statement: Pick<Statement, 'id' | 'statementNo'>) {
  return exportToFile(
    '/customer-api/monthlyStatement/pdf',
    { id: statement.id },
    `${statement.statementNo}.pdf`,
  );
}

export type DisputeBody = ApiBody<'/customer-api/monthlyStatement/dispute', 'post'>;
export type DisputeReason = DisputeBody['lines'][number]['reason'];
/** The statuses in which more lines can be disputed: one open dispute per line, not per statement. */
export const DISPUTABLE_STATUSES: Statement['status'][] = ['ISSUED', 'DISPUTED', 'CREDIT_NOTE'];
export const DISPUTE_REASONS: DisputeReason[] = [
  'WRONG_WEIGHT',
  'WRONG_FREIGHT',
  'NOT_SHIPPED',
  'WRONG_RETURN_FEE',
  'OTHER',
];

export function disputeStatementLines(body: DisputeBody): Promise<Statement> {
  return post('/customer-api/monthlyStatement/dispute', body);
}
