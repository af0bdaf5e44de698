import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Tenant } from '../../db/tenant-scope';
import type { Lang } from '../../i18n/language';
import { maskPhone } from '../../lib/phone/phone-numbers';
import { formatJakartaTime, type XlsxColumn } from '../../lib/xlsx-write/xlsx';
import { registerExportType } from '../downloads';
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

const summaryOf = (filter: Record<string, unknown>, _lang: Lang) =>
  Object.entries(filter)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ');

type ProblemRow = Awaited<ReturnType<typeof problemRowsAfter>>[number];
registerExportType<z.infer<typeof problemFilter>, ProblemRow>({
  type: 'problemParcels',
  title: { zh: '滞留件导出', en: 'Held parcels export', id: 'Ekspor paket tertahan' },
  sheetName: 'held-parcels',
  filter: problemFilter,
  summary: summaryOf,
  columns: () => [
    column('运单号', 'Waybill no.', 'No. resi', 16, (row) => row.billCode),
    column('原因', 'Reason', 'Alasan', 20, (row) => row.reasonCode),
    column('派送次数', 'Attempts', 'Percobaan', 8, (row) => row.attempts),
    column('快递员备注', 'Courier note', 'Catatan kurir', 40, (row) => row.courierNote ?? ''),
    column('状态', 'Status', 'Status', 16, (row) => row.status),
    column('滞留时间', 'Held at', 'Ditahan', 20, (row) => formatJakartaTime(row.heldAt)),
    column('决定期限', 'Deadline', 'Batas keputusan', 20, (row) => formatJakartaTime(row.deadlineAt)),
    column('收件人', 'Receiver', 'Penerima', 20, (row) => row.receiverName),
    column('收件人电话', 'Receiver phone', 'Telepon penerima', 16, (row) => maskPhone(row.receiverPhone)),
    column('收件城市', 'Receiver city', 'Kota penerima', 20, (row) => row.receiverCity),
  ],
  count: (db: Database, scope: Tenant, filter) => countProblems(db, scope, filter),
  rows: (db, scope, filter) => pages((after, size) => problemRowsAfter(db, scope, filter, after, size)),
});

type ReturnRow = Awaited<ReturnType<typeof returnRowsAfter>>[number];
registerExportType<z.infer<typeof returnFilter>, ReturnRow>({
  type: 'parcelReturns',
  title: { zh: '退件导出', en: 'Returns export', id: 'Ekspor retur' },
  sheetName: 'returns',
  filter: returnFilter,
  summary: summaryOf,
  columns: () => [
    column('运单号', 'Waybill no.', 'No. resi', 16, (row) => row.billCode),
    column('退件运单号', 'Return waybill', 'Resi retur', 16, (row) => row.returnBillCode),
    column('原因', 'Reason', 'Alasan', 20, (row) => row.reasonCode),
    column('责任方', 'Fault group', 'Pihak bersalah', 12, (row) => row.faultGroup),
    money('去程运费', 'Outbound freight', 'Ongkir awal', 14, (row) => row.outboundFreight),
    money('退件费', 'Return fee', 'Biaya retur', 14, (row) => row.returnFee),
    column('决定', 'Decision', 'Keputusan', 12, (row) => row.decision),
    column('状态', 'Status', 'Status', 12, (row) => row.status),
    column('签收时间', 'Received at', 'Diterima', 20, (row) => formatJakartaTime(row.receivedAt)),
    column('确认', 'Confirmation', 'Konfirmasi', 12, (row) => row.confirmation),
  ],
  count: (db, scope, filter) => countReturns(db, scope, filter),
  rows: (db, scope, filter) => pages((after, size) => returnRowsAfter(db, scope, filter, after, size)),
});

type TicketExportRow = Awaited<ReturnType<typeof ticketRowsAfter>>[number];
registerExportType<z.infer<typeof ticketFilter>, TicketExportRow>({
  type: 'tickets',
  title: { zh: '工单导出', en: 'Tickets export', id: 'Ekspor tiket' },
  sheetName: 'tickets',
  filter: ticketFilter,
  summary: summaryOf,
  columns: () => [
    column('工单号', 'Ticket no.', 'No. tiket', 18, (row) => row.ticketNo),
    column('运单号', 'Waybills', 'Resi', 30, (row) => row.billCodes.join(', ')),
    column('类型', 'Type', 'Jenis', 14, (row) => `${row.typeCode}/${row.subtypeCode}`),
    column('状态', 'Status', 'Status', 16, (row) => row.status),
    column('优先级', 'Priority', 'Prioritas', 10, (row) => row.priority),
    column('创建时间', 'Created at', 'Dibuat', 20, (row) => formatJakartaTime(row.createdAt)),
    column('时效', 'Due', 'Tenggat', 20, (row) => formatJakartaTime(row.resolveDueAt)),
    column('解决时间', 'Resolved at', 'Selesai', 20, (row) => formatJakartaTime(row.resolvedAt)),
    column('评分', 'Rating', 'Nilai', 8, (row) => row.rating ?? ''),
  ],
  count: (db, scope, filter) => countTickets(db, scope, filter),
  rows: (db, scope, filter) => pages((after, size) => ticketRowsAfter(db, scope, filter, after, size)),
});

type ClaimExportRow = Awaited<ReturnType<typeof claimRowsAfter>>[number];
registerExportType<z.infer<typeof claimFilter>, ClaimExportRow>({
  type: 'claims',
  title: { zh: '理赔导出', en: 'Claims export', id: 'Ekspor klaim' },
  sheetName: 'claims',
  filter: claimFilter,
  summary: summaryOf,
  columns: () => [
    column('理赔号', 'Claim no.', 'No. klaim', 18, (row) => row.claimNo),
    column('运单号', 'Waybill no.', 'No. resi', 16, (row) => row.billCode),
    column('类型', 'Type', 'Jenis', 10, (row) => row.claimType),
    column('保价', 'Insured', 'Asuransi', 8, (row) => (row.insured ? 'Y' : 'N')),
    money('申请金额', 'Amount claimed', 'Jumlah klaim', 14, (row) => row.amountClaimed),
    money('上限', 'Cap', 'Batas', 14, (row) => row.cap),
    money('批准金额', 'Amount approved', 'Disetujui', 14, (row) => row.amountApproved ?? ''),
    column('状态', 'Status', 'Status', 14, (row) => row.status),
    column('转账编号', 'Transfer reference', 'Referensi transfer', 22, (row) => row.payoutReference ?? ''),
    column('赔付时间', 'Paid at', 'Dibayar', 20, (row) => (row.paidAt ? formatJakartaTime(row.paidAt) : '')),
    column('创建时间', 'Created at', 'Dibuat', 20, (row) => formatJakartaTime(row.createdAt)),
  ],
  count: (db, scope, filter) => countClaims(db, scope, filter),
  rows: (db, scope, filter) => pages((after, size) => claimRowsAfter(db, scope, filter, after, size)),
});
