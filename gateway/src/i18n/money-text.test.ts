import { registerMessages } from './messages';
import { HIDDEN_AMOUNT, formatRupiahIn, isMoneyParam, money, moneyText } from './money-text';

describe('money in texts', () => {
  beforeAll(() =>
    registerMessages({
      'test.money.paid': {
        zh: '已付 {amount}（{ref}）',
        en: 'paid {amount} ({ref})',
        id: 'dibayar {amount} ({ref})',
        th: 'ชำระแล้ว {amount} ({ref})',
        km: 'បានបង់ {amount} ({ref})',
        ms: 'dibayar {amount} ({ref})',
        vi: 'đã trả {amount} ({ref})',
      },
      'test.money.paid.noAmount': {
        zh: '已付（{ref}）',
        en: 'paid ({ref})',
        id: 'dibayar ({ref})',
        th: 'ชำระแล้ว ({ref})',
        km: 'បានបង់ ({ref})',
        ms: 'dibayar ({ref})',
        vi: 'đã trả ({ref})',
      },
      'test.money.bare': {
        zh: '余额 {amount}',
        en: 'balance {amount}',
        id: 'saldo {amount}',
        th: 'ยอดคงเหลือ {amount}',
        km: 'សមតុល្យ {amount}',
        ms: 'baki {amount}',
        vi: 'số dư {amount}',
      },
    }),
  );

  it("formats whole rupiah in the reader's language", () => {
    expect(formatRupiahIn(3_618_442, 'id')).toBe('Rp 3.618.442');
    expect(formatRupiahIn(3_618_442, 'en')).toBe('Rp 3,618,442');
    expect(formatRupiahIn(3_618_442, 'zh')).toBe('Rp 3,618,442');
    expect(formatRupiahIn(3_618_442, 'th')).toBe('Rp 3,618,442');
    expect(formatRupiahIn(3_618_442, 'vi')).toBe('Rp 3.618.442');
    expect(formatRupiahIn(0, 'id')).toBe('Rp 0');
    expect(formatRupiahIn(-1_500, 'id')).toBe('-Rp 1.500');
    expect(formatRupiahIn(999, 'en')).toBe('Rp 999');
  });

  it('tells a money param from the other kinds', () => {
    expect(isMoneyParam(money(5))).toBe(true);
    expect(isMoneyParam(5)).toBe(false);
    expect(isMoneyParam({ zh: 'a', en: 'b', id: 'c' })).toBe(false);
    expect(isMoneyParam({ money: Number.NaN })).toBe(false);
  });

  it('renders the amount for a reader who sees money, the variant without it for one who does not', () => {
    const params = { amount: money(4_592_443), ref: 'TRF-1' };
    expect(moneyText('id', 'test.money.paid', params, { hideMoney: false })).toBe(
      'dibayar Rp 4.592.443 (TRF-1)',
    );
    expect(moneyText('en', 'test.money.paid', params, { hideMoney: true })).toBe('paid (TRF-1)');
  });

  it('never shows a hidden amount, even in a text without a variant', () => {
    expect(moneyText('id', 'test.money.bare', { amount: money(4_592_443) }, { hideMoney: true })).toBe(
      `saldo ${HIDDEN_AMOUNT}`,
    );
  });

  it('treats the named plain params as money (texts stored before the kind)', () => {
    expect(
      moneyText('id', 'test.money.paid', { amount: 12_000, ref: 'X' }, { hideMoney: false }, ['amount']),
    ).toBe('dibayar Rp 12.000 (X)');
    expect(
      moneyText('id', 'test.money.paid', { amount: 12_000, ref: 'X' }, { hideMoney: true }, ['amount']),
    ).toBe('dibayar (X)');
  });
});
