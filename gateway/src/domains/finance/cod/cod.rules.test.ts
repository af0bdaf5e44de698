import {
  agreeRefusal,
  batchTotals,
  commissionOf,
  decryptOutcome,
  DEFAULT_COD_TERMS,
  maskAccount,
  mulDivRound,
  payableNow,
  payoutPaused,
  transferFails,
} from './cod.rules';

/** A small deterministic generator (mulberry32), so a failing case can be replayed by its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

describe('COD commission', () => {
  it('is 3% of the COD amount, at least Rp 3,000, with VAT of 12% on 11/12 of the fee', () => {
    expect(commissionOf(200_000, DEFAULT_COD_TERMS)).toEqual({ fee: 6_000, vat: 660, total: 6_660 });
    expect(commissionOf(50_000, DEFAULT_COD_TERMS)).toEqual({ fee: 3_000, vat: 330, total: 3_330 });
    expect(commissionOf(100_000, DEFAULT_COD_TERMS).fee).toBe(3_000);
    expect(commissionOf(100_017, DEFAULT_COD_TERMS).fee).toBe(3_001);
  });

  it('rounds half up to the rupiah and follows the contract rates', () => {
    expect(mulDivRound(5, 1, 2)).toBe(3);
    expect(mulDivRound(4, 1, 3)).toBe(1);
    const ninja = { ...DEFAULT_COD_TERMS, commissionRateBp: 250, minCommission: 2_500 };
    expect(commissionOf(1_000_000, ninja)).toEqual({ fee: 25_000, vat: 2_750, total: 27_750 });
    expect(commissionOf(1_234_567, DEFAULT_COD_TERMS)).toEqual({ fee: 37_037, vat: 4_074, total: 41_111 });
  });

  it('charges VAT at 11% in effect of the fee for every fee (property, 2,000 random fees)', () => {
    const next = random(17);
    for (let i = 0; i < 2_000; i += 1) {
      const cod = 1 + Math.floor(next() * 5_000_000);
      const { fee, vat } = commissionOf(cod, DEFAULT_COD_TERMS);
      expect(fee).toBeGreaterThanOrEqual(3_000);
      expect(Math.abs(vat - fee * 0.11)).toBeLessThanOrEqual(0.5);
    }
  });
});

describe('batch totals', () => {
  it('nets commission, VAT and return fees off the gross COD', () => {
    const lines = [200_000, 50_000].map((cod) => ({ codAmount: cod, ...feeOf(cod) }));
    expect(batchTotals(lines, [7_500])).toEqual({
      parcelCount: 2,
      grossCod: 250_000,
      commission: 9_000,
      vat: 990,
      returnFees: 7_500,
      freightNetted: 0,
      adjustments: 0,
      netPayout: 232_510,
      shortfall: 0,
    });
  });

  it('reconciles to the rupiah over random order sets (property, 300 sets)', () => {
    const next = random(2026);
    for (let set = 0; set < 300; set += 1) {
      const count = Math.floor(next() * 60);
      const lines = Array.from({ length: count }, () => {
        const cod = 1_000 + Math.floor(next() * 3_000_000);
        return { codAmount: cod, ...feeOf(cod) };
      });
      const fees = Array.from({ length: Math.floor(next() * 5) }, () => Math.floor(next() * 30_000));
      const totals = batchTotals(lines, fees);
      // the header is the sum of its lines, and the payout what stays of the gross
      expect(totals.grossCod).toBe(lines.reduce((sum, line) => sum + line.codAmount, 0));
      expect(totals.commission + totals.vat).toBe(
        lines.reduce((sum, line) => sum + commissionOf(line.codAmount, DEFAULT_COD_TERMS).total, 0),
      );
      expect(totals.netPayout - totals.shortfall).toBe(
        totals.grossCod - totals.commission - totals.vat - totals.returnFees,
      );
      expect(Number.isInteger(totals.netPayout)).toBe(true);
      // splitting a set into two batches pays the same, to the rupiah
      const cut = Math.floor(count / 2);
      const first = batchTotals(lines.slice(0, cut), fees);
      const second = batchTotals(lines.slice(cut), []);
      expect(first.netPayout - first.shortfall + second.netPayout - second.shortfall).toBe(
        totals.netPayout - totals.shortfall,
      );
    }
  });

  it('nets non-COD freight off, pays 0 and keeps the shortfall when the net-off exceeds the gross (property, 300 sets)', () => {
    const next = random(17);
    for (let set = 0; set < 300; set += 1) {
      const lines = Array.from({ length: Math.floor(next() * 20) }, () => {
        const cod = 1_000 + Math.floor(next() * 300_000);
        return { codAmount: cod, ...feeOf(cod) };
      });
      const fees = Array.from({ length: Math.floor(next() * 5) }, () => Math.floor(next() * 30_000));
      const freights = Array.from(
        { length: Math.floor(next() * 40) },
        () => 8_000 + Math.floor(next() * 60_000),
      );
      const totals = batchTotals(lines, fees, 0, freights);
      const net = totals.grossCod - totals.commission - totals.vat - totals.returnFees - totals.freightNetted;
      expect(totals.freightNetted).toBe(freights.reduce((sum, freight) => sum + freight, 0));
      // what is paid less what is owed is the net, to the rupiah; one of the two is zero
      expect(totals.netPayout - totals.shortfall).toBe(net);
      expect(Math.min(totals.netPayout, totals.shortfall)).toBe(0);
      expect(totals.netPayout).toBeGreaterThanOrEqual(0);
      expect(payableNow(totals, DEFAULT_COD_TERMS)).toBe(net >= DEFAULT_COD_TERMS.minPayout || net < 0);
    }
  });

  it('rolls a payout under the minimum of Rp 50,000 to the next batch', () => {
    expect(payableNow({ netPayout: 49_999 }, DEFAULT_COD_TERMS)).toBe(false);
    expect(payableNow({ netPayout: 50_000 }, DEFAULT_COD_TERMS)).toBe(true);
    expect(payableNow({ netPayout: 0, shortfall: 1 }, DEFAULT_COD_TERMS)).toBe(true);
  });
});

function feeOf(cod: number) {
  const { fee, vat } = commissionOf(cod, DEFAULT_COD_TERMS);
  return { commission: fee, vat };
}

describe('batch lifecycle rules', () => {
  it('locks the code after the last wrong try and says how many tries are left before', () => {
    expect(decryptOutcome(true, 4, DEFAULT_COD_TERMS)).toEqual({ kind: 'VERIFIED' });
    expect(decryptOutcome(false, 0, DEFAULT_COD_TERMS)).toEqual({ kind: 'WRONG', triesLeft: 4 });
    expect(decryptOutcome(false, 3, DEFAULT_COD_TERMS)).toEqual({ kind: 'WRONG', triesLeft: 1 });
    expect(decryptOutcome(false, 4, DEFAULT_COD_TERMS)).toEqual({ kind: 'LOCKED' });
  });

  it('refuses agreeing twice, after auto-agree, or before verification', () => {
    expect(agreeRefusal({ status: 'VERIFIED', autoAgreed: false })).toBeNull();
    expect(agreeRefusal({ status: 'ADJUSTED', autoAgreed: false })).toBeNull();
    expect(agreeRefusal({ status: 'AGREED', autoAgreed: false })).toBe('cod.alreadyAgreed');
    expect(agreeRefusal({ status: 'PAID', autoAgreed: true })).toBe('cod.alreadyAutoAgreed');
    expect(agreeRefusal({ status: 'MAILED', autoAgreed: false })).toBe('cod.notVerified');
  });

  it('pauses payouts for 24 hours after a bank-account change', () => {
    const changed = new Date('2026-11-02T00:00:00Z');
    expect(payoutPaused(changed, new Date('2026-11-02T23:59:59Z'), DEFAULT_COD_TERMS)).toBe(true);
    expect(payoutPaused(changed, new Date('2026-11-03T00:00:00Z'), DEFAULT_COD_TERMS)).toBe(false);
  });

  it('masks an account number to its last four digits', () => {
    expect(maskAccount('1234567890')).toBe('******7890');
  });

  it('fails a deterministic share of first transfers only', () => {
    const terms = { transferFailBp: 5_000 };
    const numbers = Array.from({ length: 200 }, (_, i) => `CB20261102000${i}`);
    const failing = numbers.filter((no) => transferFails(no, 0, terms));
    expect(failing.length).toBeGreaterThan(50);
    expect(failing.length).toBeLessThan(150);
    expect(numbers.some((no) => transferFails(no, 1, terms))).toBe(false);
    expect(numbers.some((no) => transferFails(no, 0, { transferFailBp: 0 }))).toBe(false);
  });
});
