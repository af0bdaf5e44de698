import {
  checkExchange,
  DELIVERY_ADDRESS_MIN,
  deliveryProblems,
  levelFor,
  nextExpiry,
  storedDelivery,
} from './member.rules';

const levels = [
  { code: 'GOLD', nameZh: '黄金会员', nameEn: 'Gold', nameId: 'Emas', growthStart: 5000 },
  { code: 'SILVER', nameZh: '白银会员', nameEn: 'Silver', nameId: 'Perak', growthStart: 0 },
  { code: 'DIAMOND', nameZh: '钻石会员', nameEn: 'Diamond', nameId: 'Berlian', growthStart: 50000 },
  { code: 'PLATINUM', nameZh: '铂金会员', nameEn: 'Platinum', nameId: 'Platinum', growthStart: 20000 },
];

describe('member level', () => {
  it('is the highest level whose growthStart the growth has reached, with the next one', () => {
    expect(levelFor(0, levels)).toMatchObject({ current: { code: 'SILVER' }, next: { code: 'GOLD' } });
    expect(levelFor(5000, levels)).toMatchObject({ current: { code: 'GOLD' }, next: { code: 'PLATINUM' } });
    expect(levelFor(26800, levels)).toMatchObject({
      current: { code: 'PLATINUM' },
      next: { code: 'DIAMOND' },
    });
    expect(levelFor(90000, levels)).toMatchObject({ current: { code: 'DIAMOND' }, next: null });
  });
});

describe('points expiry', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const at = (iso: string) => new Date(iso);

  it('spends the earliest batches first and reports what is left of the next batch', () => {
    const entries = [
      { change: 5000, expiresAt: at('2026-07-01T00:00:00Z') },
      { change: 3000, expiresAt: at('2026-12-01T00:00:00Z') },
      { change: -2500, expiresAt: null },
    ];
    expect(nextExpiry(entries, 5500, now)).toEqual({
      expiringPoints: 2500,
      expiringAt: at('2026-07-01T00:00:00Z'),
    });
  });

  it('skips batches fully spent and batches already past', () => {
    const entries = [
      { change: 1000, expiresAt: at('2026-05-01T00:00:00Z') },
      { change: 2000, expiresAt: at('2026-08-01T00:00:00Z') },
      { change: 4000, expiresAt: at('2026-09-01T00:00:00Z') },
      { change: -3000, expiresAt: null },
    ];
    expect(nextExpiry(entries, 4000, now)).toEqual({
      expiringPoints: 4000,
      expiringAt: at('2026-09-01T00:00:00Z'),
    });
  });

  it('reports nothing when no points are left to expire, and never more than the balance', () => {
    expect(nextExpiry([], 0, now)).toEqual({ expiringPoints: 0, expiringAt: null });
    expect(
      nextExpiry([{ change: 900, expiresAt: at('2026-07-01T00:00:00Z') }], 300, now).expiringPoints,
    ).toBe(300);
  });
});

describe('exchange check', () => {
  const goods = { isEnable: 1, stock: 5, pointsCost: 8000 };

  it('passes when the goods are on, in stock and affordable', () => {
    expect(checkExchange(goods, 1, 12500)).toEqual({
      ok: true,
      reason: null,
      pointsAfter: 4500,
      pointsNeeded: 8000,
    });
  });

  it('names the first reason that stops it', () => {
    expect(checkExchange({ ...goods, isEnable: 2 }, 1, 12500).reason).toBe('GOODS_DISABLED');
    expect(checkExchange({ ...goods, stock: 0 }, 1, 12500).reason).toBe('OUT_OF_STOCK');
    expect(checkExchange(goods, 2, 12500)).toMatchObject({
      ok: false,
      reason: 'INSUFFICIENT_POINTS',
      pointsAfter: -3500,
    });
  });
});

describe('the delivery of an exchange', () => {
  const physical = { physical: true };
  const full = {
    name: 'Budi Santoso',
    phone: '0812 1000 2026',
    address: 'Jl. Panjang No. 12, Jakarta Barat',
  };

  it('is needed for physical goods: recipient, Indonesian mobile number and full address, each on its field', () => {
    expect(deliveryProblems(physical, undefined).map((problem) => problem.field)).toEqual([
      'delivery.name',
      'delivery.phone',
      'delivery.address',
    ]);
    expect(deliveryProblems(physical, { ...full, phone: '021 555 1234', address: ' Jl. X ' })).toEqual([
      { field: 'delivery.phone', msgKey: 'member.deliveryPhoneInvalid' },
      {
        field: 'delivery.address',
        msgKey: 'member.deliveryAddressShort',
        params: { min: DELIVERY_ADDRESS_MIN },
      },
    ]);
    expect(deliveryProblems(physical, full)).toEqual([]);
  });

  it('is not asked for goods that are not sent, and not stored with them', () => {
    expect(deliveryProblems({ physical: false }, undefined)).toEqual([]);
    expect(storedDelivery({ physical: false }, full)).toEqual({
      deliveryName: null,
      deliveryPhone: null,
      deliveryAddress: null,
    });
  });

  it('is stored trimmed, the phone in its national form', () => {
    expect(storedDelivery(physical, { ...full, name: ' Budi Santoso ', phone: '+62 812-1000-2026' })).toEqual(
      {
        deliveryName: 'Budi Santoso',
        deliveryPhone: '081210002026',
        deliveryAddress: 'Jl. Panjang No. 12, Jakarta Barat',
      },
    );
  });
});
