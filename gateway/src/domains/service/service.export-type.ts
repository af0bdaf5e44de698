import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Tenant } from '../../db/tenant-scope';
import { pick, type Lang } from '../../i18n/language';
import { maskPhone } from '../../lib/phone/phone-numbers';
import { formatJakartaTime, type XlsxColumn } from '../../lib/xlsx-write/xlsx';
import type { Localized } from '../../lib/locale/locale';
import { EXPORT_TEXTS, filterSummary, labelOf, registerExportType, type SummaryField } from '../downloads';
import {
  CLAIM_STATUSES,
  CLAIM_TYPES,
  FAULT_GROUPS,
  PROBLEM_STATUSES,
  PROBLEM_VIEWS,
  RETURN_CONFIRMATIONS,
  RETURN_DECISIONS,
  RETURN_STATUSES,
  SERVICE_EXPORT_TEXTS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  YES_NO,
} from './service.export-texts';
import { namesOf } from './dictionary.repo';
import { claimRowsAfter, countClaims } from './claim.repo';
import { claimFilter } from './claim.schemas';
import { countReturns, returnRowsAfter } from './parcel-return.repo';
import { returnFilter } from './parcel-return.schemas';
import { countProblems, problemRowsAfter } from './problem-parcel.repo';
import { problemFilter } from './problem-parcel.schemas';
import { countTickets, ticketRowsAfter } from './ticket.repo';
import { ticketFilter } from './ticket.schemas';

const PAGE = 2_000;

function column<R>(header: Localized, width: number, value: XlsxColumn<R>['value']): XlsxColumn<R> {
  return { header, width, value };
}

/** A column of amounts: left out for a hide-money user. */
const money = <R>(...args: Parameters<typeof column<R>>): XlsxColumn<R> => ({
  ...column<R>(...args),
  money: true,
});

/** Keyset pages of `rowsAfter` by id. */
async function* pages<R extends { id: number }>(
  rowsAfter: (afterId: number, size: number) => Promise<R[]>,
): AsyncGenerator<R[]> {
  let afterId = 0;
  for (;;) {
    const batch = await rowsAfter(afterId, PAGE);
    if (batch.length === 0) return;
    yield batch;
    afterId = batch[batch.length - 1].id;
    if (batch.length < PAGE) return;
  }
}

/** Each page of `rows` with `extra(row)` added (catalogue names in the reader's language). */
async function* withNames<R, E>(rows: AsyncIterable<R[]>, extra: (row: R) => E): AsyncGenerator<(R & E)[]> {
  for await (const page of rows) yield page.map((row) => ({ ...row, ...extra(row) }));
}

/** A code as its screen labels it, in `lang` (the code itself when unknown). */
const labelIn = (labels: Record<string, Localized>, code: string | null, lang: Lang) =>
  code === null ? '' : labels[code] ? pick(labels[code], lang) : code;

const T = SERVICE_EXPORT_TEXTS;
const E = EXPORT_TEXTS;
const STATUS = E.status;
const WAYBILL = E.waybillNo;

/** A catalogue code's name in `lang` as a summary value (the screens' filter shows the name). */
const catalogueName =
  (name: (category: string, code: string) => string, category: string) => (value: unknown) =>
    name(category, String(value));

async function problemSummary(filter: z.infer<typeof problemFilter>, lang: Lang, db: Database) {
  const name = await namesOf(db, ['HELD_REASON'], lang);
  const fields: Record<string, SummaryField> = {
    view: { label: T.view, value: labelOf(PROBLEM_VIEWS) },
    reasonCode: { label: E.reason, value: catalogueName(name, 'HELD_REASON') },
    billCode: { label: WAYBILL },
  };
  return filterSummary(filter, fields, lang);
}

const RETURN_FIELDS: Record<string, SummaryField> = {
  confirmation: { label: T.confirmation, value: labelOf(RETURN_CONFIRMATIONS) },
  status: { label: STATUS, value: labelOf(RETURN_STATUSES) },
  faultGroup: { label: T.atFault, value: labelOf(FAULT_GROUPS) },
  billCode: { label: T.waybillOrReturn },
};

async function ticketSummary(filter: z.infer<typeof ticketFilter>, lang: Lang, db: Database) {
  const name = await namesOf(db, ['TICKET_TYPE'], lang);
  const fields: Record<string, SummaryField> = {
    status: { label: STATUS, value: labelOf(TICKET_STATUSES) },
    typeCode: { label: E.type, value: catalogueName(name, 'TICKET_TYPE') },
    billCode: { label: WAYBILL },
    ticketNo: { label: T.ticketNo },
  };
  return filterSummary(filter, fields, lang);
}

const CLAIM_FIELDS: Record<string, SummaryField> = {
  status: { label: STATUS, value: labelOf(CLAIM_STATUSES) },
  claimType: { label: E.type, value: labelOf(CLAIM_TYPES) },
  billCode: { label: WAYBILL },
  claimNo: { label: T.claimNo },
};

type ProblemRow = Awaited<ReturnType<typeof problemRowsAfter>>[number] & { reasonName: string };
registerExportType<z.infer<typeof problemFilter>, ProblemRow>({
  type: 'problemParcels',
  title: {
    zh: '滞留件导出',
    en: 'Held parcels export',
    id: 'Ekspor paket tertahan',
    th: 'ส่งออกพัสดุตกค้าง',
    km: 'នាំចេញកញ្ចប់ដែលត្រូវបានឃាត់ទុក',
    ms: 'Eksport bungkusan ditahan',
    vi: 'Xuất kiện bị giữ',
  },
  sheetName: 'held-parcels',
  filter: problemFilter,
  summary: problemSummary,
  columns: (lang) => [
    column(E.waybillNo, 16, (row) => row.billCode),
    column(E.reason, 20, (row) => row.reasonName),
    column(T.attempts, 8, (row) => row.attempts),
    column(T.courierNote, 40, (row) => row.courierNote ?? ''),
    column(E.status, 16, (row) => labelIn(PROBLEM_STATUSES, row.status, lang)),
    column(T.heldAt, 20, (row) => formatJakartaTime(row.heldAt)),
    column(T.deadline, 20, (row) => formatJakartaTime(row.deadlineAt)),
    column(E.receiver, 20, (row) => row.receiverName),
    column(E.receiverPhone, 16, (row) => maskPhone(row.receiverPhone)),
    column(E.receiverCity, 20, (row) => row.receiverCity),
  ],
  count: (db: Database, scope: Tenant, filter) => countProblems(db, scope, filter),
  rows: async function* (db, scope, filter, _dataAsOf, lang) {
    const name = await namesOf(db, ['HELD_REASON'], lang);
    yield* withNames(
      pages((after, size) => problemRowsAfter(db, scope, filter, after, size)),
      (row) => ({ reasonName: name('HELD_REASON', row.reasonCode) }),
    );
  },
});

type ReturnRow = Awaited<ReturnType<typeof returnRowsAfter>>[number] & { reasonName: string };
registerExportType<z.infer<typeof returnFilter>, ReturnRow>({
  type: 'parcelReturns',
  title: {
    zh: '退件导出',
    en: 'Returns export',
    id: 'Ekspor retur',
    th: 'ส่งออกพัสดุตีกลับ',
    km: 'នាំចេញការបញ្ជូនត្រឡប់',
    ms: 'Eksport pemulangan',
    vi: 'Xuất hàng hoàn',
  },
  sheetName: 'returns',
  filter: returnFilter,
  summary: (filter, lang) => filterSummary(filter, RETURN_FIELDS, lang),
  columns: (lang) => [
    column(E.waybillNo, 16, (row) => row.billCode),
    column(T.returnWaybill, 16, (row) => row.returnBillCode),
    column(E.reason, 20, (row) => row.reasonName),
    column(T.faultGroup, 12, (row) => labelIn(FAULT_GROUPS, row.faultGroup, lang)),
    money(T.outboundFreight, 14, (row) => row.outboundFreight),
    money(T.returnFee, 14, (row) => row.returnFee),
    column(T.decision, 12, (row) => labelIn(RETURN_DECISIONS, row.decision, lang)),
    column(E.status, 12, (row) => labelIn(RETURN_STATUSES, row.status, lang)),
    column(T.receivedAt, 20, (row) => formatJakartaTime(row.receivedAt)),
    column(T.confirmation, 12, (row) => labelIn(RETURN_CONFIRMATIONS, row.confirmation, lang)),
  ],
  count: (db, scope, filter) => countReturns(db, scope, filter),
  rows: async function* (db, scope, filter, _dataAsOf, lang) {
    const name = await namesOf(db, ['HELD_REASON'], lang);
    yield* withNames(
      pages((after, size) => returnRowsAfter(db, scope, filter, after, size)),
      (row) => ({ reasonName: name('HELD_REASON', row.reasonCode) }),
    );
  },
});

type TicketExportRow = Awaited<ReturnType<typeof ticketRowsAfter>>[number] & {
  typeName: string;
  subtypeName: string;
};
registerExportType<z.infer<typeof ticketFilter>, TicketExportRow>({
  type: 'tickets',
  title: {
    zh: '工单导出',
    en: 'Tickets export',
    id: 'Ekspor tiket',
    th: 'ส่งออกทิกเก็ต',
    km: 'នាំចេញសំបុត្របញ្ហា',
    ms: 'Eksport tiket',
    vi: 'Xuất phiếu hỗ trợ',
  },
  sheetName: 'tickets',
  filter: ticketFilter,
  summary: ticketSummary,
  columns: (lang) => [
    column(T.ticketNo, 18, (row) => row.ticketNo),
    column(T.waybills, 30, (row) => row.billCodes.join(', ')),
    column(E.type, 14, (row) => `${row.typeName} / ${row.subtypeName}`),
    column(E.status, 16, (row) => labelIn(TICKET_STATUSES, row.status, lang)),
    column(T.priority, 10, (row) => labelIn(TICKET_PRIORITIES, row.priority, lang)),
    column(E.createdAt, 20, (row) => formatJakartaTime(row.createdAt)),
    column(T.due, 20, (row) => formatJakartaTime(row.resolveDueAt)),
    column(T.resolvedAt, 20, (row) => formatJakartaTime(row.resolvedAt)),
    column(T.rating, 8, (row) => row.rating ?? ''),
  ],
  count: (db, scope, filter) => countTickets(db, scope, filter),
  rows: async function* (db, scope, filter, _dataAsOf, lang) {
    const name = await namesOf(db, ['TICKET_TYPE', 'TICKET_SUBTYPE'], lang);
    yield* withNames(
      pages((after, size) => ticketRowsAfter(db, scope, filter, after, size)),
      (row) => ({
        typeName: name('TICKET_TYPE', row.typeCode),
        subtypeName: name('TICKET_SUBTYPE', row.subtypeCode),
      }),
    );
  },
});

type ClaimExportRow = Awaited<ReturnType<typeof claimRowsAfter>>[number];
registerExportType<z.infer<typeof claimFilter>, ClaimExportRow>({
  type: 'claims',
  title: {
    zh: '理赔导出',
    en: 'Claims export',
    id: 'Ekspor klaim',
    th: 'ส่งออกการเคลม',
    km: 'នាំចេញការទាមទារសំណង',
    ms: 'Eksport tuntutan',
    vi: 'Xuất yêu cầu bồi thường',
  },
  sheetName: 'claims',
  filter: claimFilter,
  summary: (filter, lang) => filterSummary(filter, CLAIM_FIELDS, lang),
  columns: (lang) => [
    column(T.claimNo, 18, (row) => row.claimNo),
    column(E.waybillNo, 16, (row) => row.billCode),
    column(E.type, 10, (row) => labelIn(CLAIM_TYPES, row.claimType, lang)),
    column(T.insured, 8, (row) => pick(YES_NO[row.insured ? 'true' : 'false'], lang)),
    money(T.amountClaimed, 14, (row) => row.amountClaimed),
    money(T.cap, 14, (row) => row.cap),
    money(T.amountApproved, 14, (row) => row.amountApproved ?? ''),
    column(E.status, 14, (row) => labelIn(CLAIM_STATUSES, row.status, lang)),
    column(T.transferReference, 22, (row) => row.payoutReference ?? ''),
    column(T.paidAt, 20, (row) => (row.paidAt ? formatJakartaTime(row.paidAt) : '')),
    column(E.createdAt, 20, (row) => formatJakartaTime(row.createdAt)),
  ],
  count: (db, scope, filter) => countClaims(db, scope, filter),
  rows: (db, scope, filter) => pages((after, size) => claimRowsAfter(db, scope, filter, after, size)),
});
