// Over 300 lines: the service domain's four exports (held parcels, returns, tickets, claims) share one column helper and labels.
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Tenant } from '../../db/tenant-scope';
import { pick, type Lang } from '../../i18n/language';
import { maskPhone } from '../../lib/phone/phone-numbers';
import { formatJakartaTime, type XlsxColumn } from '../../lib/xlsx-write/xlsx';
import type { Localized } from '../../lib/locale/locale';
import { filterSummary, labelOf, registerExportType, type SummaryField } from '../downloads';
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

function column<R>(
  zh: string,
  en: string,
  id: string,
  width: number,
  value: XlsxColumn<R>['value'],
): XlsxColumn<R> {
  return { header: { zh, en, id }, width, value };
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

const l = (zh: string, en: string, id: string): Localized => ({ zh, en, id });
/** A code as its screen labels it, in `lang` (the code itself when unknown). */
const labelIn = (labels: Record<string, Localized>, code: string | null, lang: Lang) =>
  code === null ? '' : labels[code] ? pick(labels[code], lang) : code;

// The labels of the service screens (remote-service stopGodownQuiry, returnQuiry, workOrder texts).
const PROBLEM_VIEWS = {
  OPEN: l('待决定', 'Awaiting decision', 'Menunggu keputusan'),
  DECIDED: l('已决定', 'Decided', 'Sudah diputuskan'),
  ALL: l('全部', 'All', 'Semua'),
};
const PROBLEM_STATUSES = {
  HELD: l('滞留', 'Held', 'Ditahan'),
  AWAITING_SHIPPER: l('待决定', 'Awaiting decision', 'Menunggu keputusan'),
  REATTEMPT: l('再派送', 'Re-attempt', 'Antar ulang'),
  RETURN: l('退回', 'Return', 'Retur'),
  HOLD: l('暂存', 'On hold', 'Ditahan sementara'),
  CLOSED: l('已关闭', 'Closed', 'Selesai'),
};
const RETURN_CONFIRMATIONS = {
  PENDING: l('待确认', 'To confirm', 'Perlu konfirmasi'),
  CONFIRMED: l('已签收', 'Received', 'Diterima'),
  REJECTED: l('已拒绝', 'Rejected', 'Ditolak'),
};
const RETURN_STATUSES = {
  RETURNING: l('退回中', 'On its way back', 'Dalam perjalanan kembali'),
  RETURNED: l('已退回', 'Returned', 'Sudah kembali'),
};
const FAULT_GROUPS = {
  COURIER: l('快递公司', 'Courier', 'Kurir'),
  SHIPPER: l('寄件人', 'Shipper', 'Pengirim'),
  RECEIVER: l('收件人', 'Receiver', 'Penerima'),
};
const RETURN_DECISIONS = {
  SHIPPER: l('寄件人决定', 'Shipper decided', 'Keputusan pengirim'),
  DEADLINE: l('逾期自动退回', 'Deadline passed', 'Batas waktu lewat'),
  ATTEMPTS: l('派送次数用尽', 'Attempts used', 'Percobaan habis'),
  COURIER: l('快递公司', 'Courier', 'Kurir'),
};
const TICKET_STATUSES = {
  SUBMITTED: l('已提交', 'Submitted', 'Diajukan'),
  ASSIGNED: l('已分派', 'Assigned', 'Ditugaskan'),
  IN_PROGRESS: l('处理中', 'In progress', 'Diproses'),
  AWAITING_CUSTOMER: l('待客户回复', 'Awaiting you', 'Menunggu Anda'),
  RESOLVED: l('已解决', 'Resolved', 'Selesai'),
  CLOSED: l('已关闭', 'Closed', 'Ditutup'),
  ESCALATED: l('已升级', 'Escalated', 'Dieskalasi'),
  REOPENED: l('已重开', 'Reopened', 'Dibuka kembali'),
};
const TICKET_PRIORITIES = {
  LOW: l('低', 'Low', 'Rendah'),
  NORMAL: l('普通', 'Normal', 'Normal'),
  HIGH: l('高', 'High', 'Tinggi'),
  URGENT: l('紧急', 'Urgent', 'Mendesak'),
};
const CLAIM_TYPES = {
  LOST: l('丢失', 'Lost', 'Hilang'),
  DAMAGED: l('破损', 'Damaged', 'Rusak'),
  PARTIAL: l('少件', 'Partial', 'Isi kurang'),
  LATE: l('延误', 'Late', 'Terlambat'),
};
const CLAIM_STATUSES = {
  SUBMITTED: l('已提交', 'Submitted', 'Diajukan'),
  UNDER_REVIEW: l('审核中', 'Under review', 'Ditinjau'),
  INFO_REQUESTED: l('待补充资料', 'Information requested', 'Perlu data tambahan'),
  APPROVED: l('已批准', 'Approved', 'Disetujui'),
  REJECTED: l('已拒绝', 'Rejected', 'Ditolak'),
  APPEALED: l('申诉中', 'Appealed', 'Banding'),
  PAID: l('已赔付', 'Paid', 'Dibayar'),
};
const YES_NO = { true: l('是', 'Yes', 'Ya'), false: l('否', 'No', 'Tidak') };

const STATUS = l('状态', 'Status', 'Status');
const WAYBILL = l('运单号', 'Waybill no.', 'No. resi');

/** A catalogue code's name in `lang` as a summary value (the screens' filter shows the name). */
const catalogueName =
  (name: (category: string, code: string) => string, category: string) => (value: unknown) =>
    name(category, String(value));

async function problemSummary(filter: z.infer<typeof problemFilter>, lang: Lang, db: Database) {
  const name = await namesOf(db, ['HELD_REASON'], lang);
  const fields: Record<string, SummaryField> = {
    view: { label: l('视图', 'View', 'Tampilan'), value: labelOf(PROBLEM_VIEWS) },
    reasonCode: { label: l('原因', 'Reason', 'Alasan'), value: catalogueName(name, 'HELD_REASON') },
    billCode: { label: WAYBILL },
  };
  return filterSummary(filter, fields, lang);
}

const RETURN_FIELDS: Record<string, SummaryField> = {
  confirmation: { label: l('确认', 'Confirmation', 'Konfirmasi'), value: labelOf(RETURN_CONFIRMATIONS) },
  status: { label: STATUS, value: labelOf(RETURN_STATUSES) },
  faultGroup: { label: l('责任方', 'At fault', 'Pihak bersalah'), value: labelOf(FAULT_GROUPS) },
  billCode: { label: l('运单号或退件运单号', 'Waybill or return waybill', 'Resi atau resi retur') },
};

async function ticketSummary(filter: z.infer<typeof ticketFilter>, lang: Lang, db: Database) {
  const name = await namesOf(db, ['TICKET_TYPE'], lang);
  const fields: Record<string, SummaryField> = {
    status: { label: STATUS, value: labelOf(TICKET_STATUSES) },
    typeCode: { label: l('类型', 'Type', 'Jenis'), value: catalogueName(name, 'TICKET_TYPE') },
    billCode: { label: WAYBILL },
    ticketNo: { label: l('工单号', 'Ticket no.', 'No. tiket') },
  };
  return filterSummary(filter, fields, lang);
}

const CLAIM_FIELDS: Record<string, SummaryField> = {
  status: { label: STATUS, value: labelOf(CLAIM_STATUSES) },
  claimType: { label: l('类型', 'Type', 'Jenis'), value: labelOf(CLAIM_TYPES) },
  billCode: { label: WAYBILL },
  claimNo: { label: l('理赔号', 'Claim no.', 'No. klaim') },
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
    column('运单号', 'Waybill no.', 'No. resi', 16, (row) => row.billCode),
    column('原因', 'Reason', 'Alasan', 20, (row) => row.reasonName),
    column('派送次数', 'Attempts', 'Percobaan', 8, (row) => row.attempts),
    column('快递员备注', 'Courier note', 'Catatan kurir', 40, (row) => row.courierNote ?? ''),
    column('状态', 'Status', 'Status', 16, (row) => labelIn(PROBLEM_STATUSES, row.status, lang)),
    column('滞留时间', 'Held at', 'Ditahan', 20, (row) => formatJakartaTime(row.heldAt)),
    column('决定期限', 'Deadline', 'Batas keputusan', 20, (row) => formatJakartaTime(row.deadlineAt)),
    column('收件人', 'Receiver', 'Penerima', 20, (row) => row.receiverName),
    column('收件人电话', 'Receiver phone', 'Telepon penerima', 16, (row) => maskPhone(row.receiverPhone)),
    column('收件城市', 'Receiver city', 'Kota penerima', 20, (row) => row.receiverCity),
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
    column('运单号', 'Waybill no.', 'No. resi', 16, (row) => row.billCode),
    column('退件运单号', 'Return waybill', 'Resi retur', 16, (row) => row.returnBillCode),
    column('原因', 'Reason', 'Alasan', 20, (row) => row.reasonName),
    column('责任方', 'Fault group', 'Pihak bersalah', 12, (row) =>
      labelIn(FAULT_GROUPS, row.faultGroup, lang),
    ),
    money('去程运费', 'Outbound freight', 'Ongkir awal', 14, (row) => row.outboundFreight),
    money('退件费', 'Return fee', 'Biaya retur', 14, (row) => row.returnFee),
    column('决定', 'Decision', 'Keputusan', 12, (row) => labelIn(RETURN_DECISIONS, row.decision, lang)),
    column('状态', 'Status', 'Status', 12, (row) => labelIn(RETURN_STATUSES, row.status, lang)),
    column('签收时间', 'Received at', 'Diterima', 20, (row) => formatJakartaTime(row.receivedAt)),
    column('确认', 'Confirmation', 'Konfirmasi', 12, (row) =>
      labelIn(RETURN_CONFIRMATIONS, row.confirmation, lang),
    ),
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
    column('工单号', 'Ticket no.', 'No. tiket', 18, (row) => row.ticketNo),
    column('运单号', 'Waybills', 'Resi', 30, (row) => row.billCodes.join(', ')),
    column('类型', 'Type', 'Jenis', 14, (row) => `${row.typeName} / ${row.subtypeName}`),
    column('状态', 'Status', 'Status', 16, (row) => labelIn(TICKET_STATUSES, row.status, lang)),
    column('优先级', 'Priority', 'Prioritas', 10, (row) => labelIn(TICKET_PRIORITIES, row.priority, lang)),
    column('创建时间', 'Created at', 'Dibuat', 20, (row) => formatJakartaTime(row.createdAt)),
    column('时效', 'Due', 'Tenggat', 20, (row) => formatJakartaTime(row.resolveDueAt)),
    column('解决时间', 'Resolved at', 'Selesai', 20, (row) => formatJakartaTime(row.resolvedAt)),
    column('评分', 'Rating', 'Nilai', 8, (row) => row.rating ?? ''),
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
    column('理赔号', 'Claim no.', 'No. klaim', 18, (row) => row.claimNo),
    column('运单号', 'Waybill no.', 'No. resi', 16, (row) => row.billCode),
    column('类型', 'Type', 'Jenis', 10, (row) => labelIn(CLAIM_TYPES, row.claimType, lang)),
    column('保价', 'Insured', 'Asuransi', 8, (row) => pick(YES_NO[row.insured ? 'true' : 'false'], lang)),
    money('申请金额', 'Amount claimed', 'Jumlah klaim', 14, (row) => row.amountClaimed),
    money('上限', 'Cap', 'Batas', 14, (row) => row.cap),
    money('批准金额', 'Amount approved', 'Disetujui', 14, (row) => row.amountApproved ?? ''),
    column('状态', 'Status', 'Status', 14, (row) => labelIn(CLAIM_STATUSES, row.status, lang)),
    column('转账编号', 'Transfer reference', 'Referensi transfer', 22, (row) => row.payoutReference ?? ''),
    column('赔付时间', 'Paid at', 'Dibayar', 20, (row) => (row.paidAt ? formatJakartaTime(row.paidAt) : '')),
    column('创建时间', 'Created at', 'Dibuat', 20, (row) => formatJakartaTime(row.createdAt)),
  ],
  count: (db, scope, filter) => countClaims(db, scope, filter),
  rows: (db, scope, filter) => pages((after, size) => claimRowsAfter(db, scope, filter, after, size)),
});
