import { z } from 'zod';
import { exportTypes } from './download-export-registry.service';
// every domain that offers exports, registered as the gateway registers them
import '../orders';
import '../imports';
import '../addresses';
import '../finance';
import '../service';
import '../account';
import '../reports';

/**
 * The hide-money flag drops the export columns marked `money` (download-export.job.ts): a column
 * of amounts left unmarked would reach a hide-money user. Every registered export type's columns
 * (and appendix columns are checked where they are written) are read by their English header: one
 * that names an amount must be marked, one that is marked must name an amount.
 */
const AMOUNT =
  /\b(amount|fee|fees|vat|ppn|pph ?23|dpp|payout|price|discount|gross|net|premium|cap|value|balance|commission|freight|insurance|credit note|total|paid|outstanding|receivable|shortfall|settled|billed|rp)\b/i;
/** Headers with an amount word that hold no amount. */
const NOT_AMOUNT = /\b(rate|bp|date|day|at|expected|status|no\.|number|count|reason|method|type|percent)\b/i;

/**
 * Exports whose amounts are the requester's own input, handed back to be fixed and uploaded again:
 * dropping them would lose them at the re-upload (an import's error file).
 */
const OWN_INPUT = new Set(['importErrors']);

function filterOf(schema: z.ZodType): unknown {
  const parsed = schema.safeParse({});
  return parsed.success ? parsed.data : {};
}

describe('money columns of every export', () => {
  const types = exportTypes().filter((type) => !OWN_INPUT.has(type.type));

  it('knows the exports of every domain', () => {
    expect(types.map((type) => type.type)).toEqual(
      expect.arrayContaining(['orders', 'codBill', 'codCommission']),
    );
    expect(types.length).toBeGreaterThanOrEqual(10);
  });

  it.each(types.map((type) => [type.type, type] as const))(
    '%s: its amount columns are marked money, and only those',
    (_name, type) => {
      const columns = type.columns('en', filterOf(type.filter) as never);
      const unmarked = columns
        .filter(
          (column) => !column.money && AMOUNT.test(column.header.en) && !NOT_AMOUNT.test(column.header.en),
        )
        .map((column) => column.header.en);
      const stray = columns
        .filter((column) => column.money && !AMOUNT.test(column.header.en))
        .map((column) => column.header.en);
      expect({ unmarked, stray }).toEqual({ unmarked: [], stray: [] });
    },
  );
});
