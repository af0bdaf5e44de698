import {
  DEFAULT_STATEMENT_TERMS,
  lineTotal,
  periodBounds,
  previousPeriod,
  statementHeader,
} from './statement.rules';

const line = (freight: number, extra: Partial<Parameters<typeof lineTotal>[0]> = {}) => ({
  freight,
  insurance: 0,
  codFee: 0,
  surcharges: 0,
  discount: 0,
  returnFee: 0,
  weightAdjustment: 0,
  ...extra,
});

describe('statement rules', () => {
  it('totals a line: charges less the discount', () => {
    expect(
      lineTotal(line(20_000, { insurance: 1_000, codFee: 3_000, discount: 2_000, returnFee: 10_000 })),
    ).toBe(32_000);
  });

  it('makes the header the sum of the lines, with PPN 1.1% and PPh 23 2% (4% without the courier NPWP)', () => {
    const header = statementHeader(
      [line(100_000), line(50_000, { returnFee: 25_000 })],
      DEFAULT_STATEMENT_TERMS,
    );
    expect(header).toMatchObject({
      lineCount: 2,
      freight: 150_000,
      returnFee: 25_000,
      taxBase: 175_000,
      ppn: 1_925,
      pph23: 3_500,
    });
    expect(header.amountDue).toBe(175_000 + 1_925 - 3_500);
    const noNpwp = statementHeader([line(100_000)], { ...DEFAULT_STATEMENT_TERMS, courierHasNpwp: false });
    expect(noNpwp).toMatchObject({ pph23RateBp: 400, pph23: 4_000 });
  });

  it('reconciles to the rupiah over random line sets (property, 200 sets)', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (let set = 0; set < 200; set += 1) {
      const lines = Array.from({ length: Math.floor(next() * 40) }, () =>
        line(Math.floor(next() * 90_000), {
          insurance: Math.floor(next() * 5_000),
          codFee: Math.floor(next() * 9_000),
        }),
      );
      const header = statementHeader(lines, DEFAULT_STATEMENT_TERMS);
      expect(header.taxBase).toBe(lines.reduce((sum, l) => sum + lineTotal(l), 0));
      expect(header.freight + header.insurance + header.codFee).toBe(header.taxBase);
      expect(Number.isInteger(header.amountDue)).toBe(true);
    }
  });

  it('keeps charges settled in a COD batch on the statement but out of the amount due, and bills shortfalls (property, 200 sets)', () => {
    let seed = 17;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (let set = 0; set < 200; set += 1) {
      const lines = Array.from({ length: Math.floor(next() * 40) }, () => {
        const shown = line(Math.floor(next() * 90_000), { insurance: Math.floor(next() * 5_000) });
        // settled per charge: the whole line (netted freight), its insurance only, or nothing
        const pick = next();
        const settledAmount = pick < 0.3 ? lineTotal(shown) : pick < 0.5 ? shown.insurance : 0;
        return { ...shown, settledAmount };
      });
      const receivables = next() < 0.5 ? 0 : Math.floor(next() * 200_000);
      const header = statementHeader(lines, DEFAULT_STATEMENT_TERMS, 0, receivables);
      // what each line leaves due: its total less its settled part
      const due = lines.map((l) => ({
        ...l,
        freight: lineTotal(l) - l.settledAmount,
        insurance: 0,
        settledAmount: 0,
      }));
      // every line is on it once: DPP and the settled part add up to the sum of the line totals
      expect(header.lineCount).toBe(lines.length);
      expect(header.taxBase + header.settledAmount).toBe(lines.reduce((sum, l) => sum + lineTotal(l), 0));
      expect(header.taxBase).toBe(due.reduce((sum, l) => sum + lineTotal(l), 0));
      expect(header.settledAmount).toBe(lines.reduce((sum, l) => sum + l.settledAmount, 0));
      expect(header.freight).toBe(lines.reduce((sum, l) => sum + l.freight, 0));
      // the settled lines carry no tax and are not due; the receivables are due as they are
      expect(header).toEqual(
        expect.objectContaining({
          ppn: statementHeader(due, DEFAULT_STATEMENT_TERMS).ppn,
          amountDue: header.taxBase + header.ppn - header.pph23 + receivables,
        }),
      );
    }
  });

  it('names the period before a day and its bounds', () => {
    expect(previousPeriod('2026-01-02')).toBe('2025-12');
    expect(previousPeriod('2026-11-02')).toBe('2026-10');
    expect(periodBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
  });
});
