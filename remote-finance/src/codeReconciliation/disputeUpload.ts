import { DISPUTE_REASONS, type BatchLine, type DisputeReason } from './api';

/** A row of the filled dispute template, and what becomes of it: a dispute to file, or why not. */
export interface DisputeRow {
  /** The row in the sheet (the header is row 1). */
  rowNo: number;
  billCode: string;
  reason: string;
  description: string;
  /** The line it disputes, when it can be filed. */
  line?: { lineId: number; reason: DisputeReason; description: string };
  /** Why it cannot be filed: a key of `reconciliation.upload.errors`, or the gateway's words. */
  error?: string;
  /** The gateway's answer for a row that was sent. */
  outcome?: { filed: true } | { filed: false; msg: string };
}

const MAX_DESCRIPTION = 500;

/**
 * The template's rows (header first: waybill, reason, description) checked against the batch's
 * lines: a waybill of the batch still in it, a known reason, a description of at most 500
 * characters, each waybill once. The rows that pass are filed together (return apply v2).
 * @example
 * planDisputes([['Waybill no.', 'Reason', 'Description'], ['JP1', 'OTHER', 'x']], lines);
 */
export function planDisputes(rows: string[][], lines: readonly BatchLine[]): DisputeRow[] {
  const seen = new Set<string>();
  return rows.slice(1).map(([billCode = '', reasonCell = '', description = ''], index) => {
    const row: DisputeRow = { rowNo: index + 2, billCode, reason: reasonCell, description };
    const reason = reasonCell.toUpperCase().replace(/\s+/g, '_') as DisputeReason;
    const line = lines.find((candidate) => candidate.billCode === billCode);
    if (!billCode) row.error = 'noBillCode';
    else if (seen.has(billCode)) row.error = 'twice';
    else if (!line) row.error = 'notInBatch';
    else if (line.status !== 'IN_BATCH') row.error = 'disputed';
    else if (!DISPUTE_REASONS.includes(reason)) row.error = 'badReason';
    else if (description.length > MAX_DESCRIPTION) row.error = 'tooLong';
    else row.line = { lineId: line.id, reason, description };
    if (billCode) seen.add(billCode);
    return row;
  });
}
