import {
  couponDiscount,
  couponRefusal,
  couponStatus,
  stockLeft,
  wibWindow,
  type CouponDraft,
  type CouponTerms,
  type WalletCoupon,
} from './coupon.rules';

const window = wibWindow('2026-11-01', '2026-11-30');
const now = new Date('2026-11-15T05:00:00Z');
const wallet: WalletCoupon = { status: 'AVAILABLE', ...window };
const terms: CouponTerms = {
  type: 'SHIPPING',
  discountType: 'PERCENT',
  value: 20,
  maxDiscount: 15000,
  minSpend: 20000,
  productTypes: [],
  provinces: [],
  codRule: 'ANY',
  perAccountLimit: 2,
  stock: 10,
  taken: 3,
};
const draft: CouponDraft = {
  productType: 'EZ',
  receiverProvince: 'DKI JAKARTA',
  cod: false,
  freightFee: 40000,
};
const refusal = (
  over: { coupon?: Partial<WalletCoupon>; terms?: Partial<CouponTerms>; draft?: Partial<CouponDraft> } = {},
  used = 0,
  at = now,
) =>
  couponRefusal(
    { ...wallet, ...over.coupon },
    { ...terms, ...over.terms },
    { ...draft, ...over.draft },
    used,
    at,
  )?.key ?? null;

describe('coupon discount (base is the freight only)', () => {
  it('takes a percent of the freight, rounded down', () => {
    expect(couponDiscount({ discountType: 'PERCENT', value: 15, maxDiscount: null }, 12345)).toBe(1851);
  });

  it('takes the whole freight at 100 percent', () => {
    expect(couponDiscount({ discountType: 'PERCENT', value: 100, maxDiscount: null }, 27000)).toBe(27000);
  });

  it('caps a percent at the maximum discount', () => {
    expect(couponDiscount({ discountType: 'PERCENT', value: 50, maxDiscount: 10000 }, 40000)).toBe(10000);
    expect(couponDiscount({ discountType: 'PERCENT', value: 50, maxDiscount: 30000 }, 40000)).toBe(20000);
  });

  it('takes a fixed amount, never more than the freight', () => {
    expect(couponDiscount({ discountType: 'FIXED', value: 10000, maxDiscount: null }, 40000)).toBe(10000);
    expect(couponDiscount({ discountType: 'FIXED', value: 50000, maxDiscount: null }, 18000)).toBe(18000);
  });

  it('caps a fixed amount at the maximum discount too', () => {
    expect(couponDiscount({ discountType: 'FIXED', value: 10000, maxDiscount: 8000 }, 40000)).toBe(8000);
  });

  it('never goes below 0 (no freight, a negative base)', () => {
    expect(couponDiscount({ discountType: 'FIXED', value: 10000, maxDiscount: null }, 0)).toBe(0);
    expect(couponDiscount({ discountType: 'PERCENT', value: 10, maxDiscount: null }, -500)).toBe(0);
  });
});

describe('coupon eligibility', () => {
  it('applies when every term is met', () => {
    expect(refusal()).toBeNull();
  });

  it('applies at a minimum spend met exactly, refuses one rupiah below', () => {
    expect(refusal({ draft: { freightFee: 20000 } })).toBeNull();
    expect(refusal({ draft: { freightFee: 19999 } })).toBe('coupon.minSpend');
  });

  it('is valid from 00:00 WIB of the first day to 23:59:59.999 WIB of the last', () => {
    expect(window.validFrom.toISOString()).toBe('2026-10-31T17:00:00.000Z');
    expect(window.validTo.toISOString()).toBe('2026-11-30T16:59:59.999Z');
    expect(refusal({}, 0, new Date('2026-10-31T16:59:59.999Z'))).toBe('coupon.notYetValid');
    expect(refusal({}, 0, new Date('2026-10-31T17:00:00.000Z'))).toBeNull();
    expect(refusal({}, 0, new Date('2026-11-30T16:59:59.999Z'))).toBeNull();
    expect(refusal({}, 0, new Date('2026-11-30T17:00:00.000Z'))).toBe('coupon.expired');
  });

  it('refuses another product type or another destination province', () => {
    expect(refusal({ terms: { type: 'PRODUCT', productTypes: ['SUPER', 'ECO'] } })).toBe(
      'coupon.productMismatch',
    );
    expect(refusal({ terms: { type: 'PRODUCT', productTypes: ['EZ'] } })).toBeNull();
    expect(refusal({ terms: { provinces: ['JAWA BARAT'] } })).toBe('coupon.provinceMismatch');
    expect(refusal({ terms: { provinces: ['JAWA BARAT', 'DKI JAKARTA'] } })).toBeNull();
  });

  it('follows the COD rule', () => {
    expect(refusal({ terms: { codRule: 'COD_ONLY' } })).toBe('coupon.codOnly');
    expect(refusal({ terms: { codRule: 'COD_ONLY' }, draft: { cod: true } })).toBeNull();
    expect(refusal({ terms: { codRule: 'NON_COD' }, draft: { cod: true } })).toBe('coupon.nonCodOnly');
  });

  it('refuses once the account has used its limit of the campaign', () => {
    expect(refusal({}, 1)).toBeNull();
    expect(refusal({}, 2)).toBe('coupon.accountLimit');
  });

  it('refuses when the stock is gone (stock 0, or all taken)', () => {
    expect(refusal({ terms: { stock: 0, taken: 0 } })).toBe('coupon.outOfStock');
    expect(refusal({ terms: { stock: 3, taken: 3 } })).toBe('coupon.outOfStock');
    expect(stockLeft({ stock: 3, taken: 2 })).toBe(1);
  });

  it('refuses a coupon already locked by an order or used', () => {
    expect(refusal({ coupon: { status: 'LOCKED' } })).toBe('coupon.notAvailable');
    expect(refusal({ coupon: { status: 'USED' } })).toBe('coupon.notAvailable');
  });

  it('gives the reason with its numbers', () => {
    expect(couponRefusal(wallet, terms, { ...draft, freightFee: 9000 }, 0, now)).toEqual({
      key: 'coupon.minSpend',
      params: { minSpend: 20000, freightFee: 9000 },
    });
  });
});

describe('coupon status', () => {
  it('reads an available coupon past its window as EXPIRED, keeps LOCKED and USED', () => {
    const after = new Date('2026-12-01T00:00:00Z');
    expect(couponStatus(wallet, now)).toBe('AVAILABLE');
    expect(couponStatus(wallet, after)).toBe('EXPIRED');
    expect(couponStatus({ ...wallet, status: 'LOCKED' }, after)).toBe('LOCKED');
    expect(couponStatus({ ...wallet, status: 'USED' }, after)).toBe('USED');
  });
});
