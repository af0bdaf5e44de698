import { estimateArrival, serviceDaysFor } from './arrival';
import { billCodeFromBody, generateBillCode, isValidBillCode, luhnCheckDigit } from './bill-code';
import { crossesIslands, islandOf } from '../lib/regions/islands';
import { ALLOWED_TRANSITIONS, canTransition, isValidStatusPath, ORDER_STATUSES, statusLabel } from './status';
import { renderTraceDescription } from './trace-text';

describe('bill codes', () => {
  it('are JP, 10 digits and a Luhn check digit', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(billCodeFromBody('7992739871')).toBe('JP79927398713');
  });

  it('generates valid, varied codes', () => {
    const codes = new Set(Array.from({ length: 200 }, () => generateBillCode()));
    expect(codes.size).toBeGreaterThan(190);
    for (const code of codes) expect(isValidBillCode(code)).toBe(true);
  });

  it('rejects a wrong check digit, a wrong prefix or a wrong length', () => {
    expect(isValidBillCode('JP79927398714')).toBe(false);
    expect(isValidBillCode('JX79927398713')).toBe(false);
    expect(isValidBillCode('JP7992739871')).toBe(false);
    expect(isValidBillCode('jp79927398713')).toBe(false);
  });

  it('catches every single-digit typo', () => {
    const code = billCodeFromBody('2026000008');
    for (let position = 2; position < 13; position += 1) {
      for (let digit = 0; digit <= 9; digit += 1) {
        const typo = code.slice(0, position) + digit + code.slice(position + 1);
        if (typo !== code) expect(isValidBillCode(typo)).toBe(false);
      }
    }
  });
});

describe('order status transitions', () => {
  it('lets a created order be picked up or cancelled only', () => {
    expect(ALLOWED_TRANSITIONS.CREATED).toEqual(['PICKED_UP', 'CANCELLED']);
    expect(canTransition('CREATED', 'DELIVERED')).toBe(false);
  });

  it('keeps DELIVERED, RETURNED and CANCELLED final', () => {
    for (const status of ['DELIVERED', 'RETURNED', 'CANCELLED'] as const) {
      expect(ALLOWED_TRANSITIONS[status]).toHaveLength(0);
    }
  });

  it('lets a problem parcel resume delivery or go back', () => {
    expect(canTransition('PROBLEM', 'OUT_FOR_DELIVERY')).toBe(true);
    expect(canTransition('PROBLEM', 'RETURNING')).toBe(true);
    expect(canTransition('PROBLEM', 'DELIVERED')).toBe(false);
  });

  it('accepts a path from CREATED along allowed moves only', () => {
    expect(
      isValidStatusPath(['CREATED', 'PICKED_UP', 'IN_TRANSIT', 'ARRIVED', 'OUT_FOR_DELIVERY', 'DELIVERED']),
    ).toBe(true);
    expect(isValidStatusPath(['CREATED', 'CANCELLED'])).toBe(true);
    expect(isValidStatusPath(['CREATED', 'DELIVERED'])).toBe(false);
    expect(isValidStatusPath(['PICKED_UP', 'IN_TRANSIT'])).toBe(false);
    expect(isValidStatusPath([])).toBe(false);
  });

  it('names only known statuses as targets', () => {
    for (const targets of Object.values(ALLOWED_TRANSITIONS)) {
      for (const target of targets) expect(ORDER_STATUSES).toContain(target);
    }
  });

  it('labels every status in the three languages', () => {
    expect(statusLabel('DELIVERED', 'en')).toBe('Delivered');
    expect(statusLabel('DELIVERED', 'id')).toBe('Terkirim');
    expect(statusLabel('DELIVERED', 'zh')).toBe('已签收');
  });
});

describe('islands', () => {
  it('maps provinces, official names and common aliases to island groups', () => {
    expect(islandOf('DKI JAKARTA')).toBe('JAVA');
    expect(islandOf('Provinsi Jawa Timur')).toBe('JAVA');
    expect(islandOf('Daerah Istimewa Yogyakarta')).toBe('JAVA');
    expect(islandOf('Sumatera Utara')).toBe('SUMATRA');
    expect(islandOf('Bali')).toBe('BALI_NUSA_TENGGARA');
    expect(islandOf('NTT')).toBe('BALI_NUSA_TENGGARA');
    expect(islandOf('Kalimantan Timur')).toBe('KALIMANTAN');
    expect(islandOf('Sulawesi Selatan')).toBe('SULAWESI');
    expect(islandOf('Papua Pegunungan')).toBe('MALUKU_PAPUA');
    expect(islandOf('Atlantis')).toBeNull();
  });

  it('counts an unknown province as crossing islands', () => {
    expect(crossesIslands('DKI JAKARTA', 'JAWA BARAT')).toBe(false);
    expect(crossesIslands('DKI JAKARTA', 'BALI')).toBe(true);
    expect(crossesIslands('DKI JAKARTA', 'Atlantis')).toBe(true);
  });
});

describe('arrival estimate', () => {
  const base = {
    productType: 'EZ',
    senderProvince: 'DKI JAKARTA',
    receiverProvince: 'JAWA TIMUR',
    createdAt: new Date('2026-03-01T02:00:00Z'),
    pickedUpAt: new Date('2026-03-01T05:00:00Z'),
    deliveredAt: null,
  };

  it('uses the service days of the product type: EZ 3, SUPER 1, ECO 5, CARGO 6', () => {
    expect(serviceDaysFor('EZ', 'DKI JAKARTA', 'JAWA BARAT')).toBe(3);
    expect(serviceDaysFor('SUPER', 'DKI JAKARTA', 'JAWA BARAT')).toBe(1);
    expect(serviceDaysFor('ECO', 'DKI JAKARTA', 'JAWA BARAT')).toBe(5);
    expect(serviceDaysFor('CARGO', 'DKI JAKARTA', 'JAWA BARAT')).toBe(6);
  });

  it('adds one day between island groups', () => {
    expect(serviceDaysFor('EZ', 'DKI JAKARTA', 'SUMATERA UTARA')).toBe(4);
  });

  it('counts from pickup when the parcel has been picked up', () => {
    const estimate = estimateArrival({ ...base, status: 'IN_TRANSIT' });
    expect(estimate).toEqual({
      estimatedArrival: new Date('2026-03-04T05:00:00Z'),
      serviceDays: 3,
      basis: 'estimate',
    });
  });

  it('counts from creation while the parcel waits for pickup', () => {
    const estimate = estimateArrival({
      ...base,
      status: 'CREATED',
      pickedUpAt: null,
      receiverProvince: 'BALI',
    });
    expect(estimate.estimatedArrival).toEqual(new Date('2026-03-05T02:00:00Z'));
    expect(estimate.serviceDays).toBe(4);
  });

  it('answers the delivery scan time for a delivered parcel', () => {
    const deliveredAt = new Date('2026-03-03T09:30:00Z');
    const estimate = estimateArrival({ ...base, status: 'DELIVERED', deliveredAt });
    expect(estimate.basis).toBe('delivered');
    expect(estimate.estimatedArrival).toEqual(deliveredAt);
  });
});

describe('trace descriptions', () => {
  it('render in the reader language with the scan details', () => {
    const params = { location: 'Surabaya', networkName: 'Hub Surabaya', operatorName: 'Joko' };
    expect(renderTraceDescription('TRANSIT_ARRIVAL', params, 'en')).toBe(
      'Parcel arrived at sorting centre [Hub Surabaya]',
    );
    expect(renderTraceDescription('DELIVERY_SCAN', params, 'id')).toBe('Kurir Joko sedang mengantar paket');
  });

  it('show an unknown code as it is', () => {
    expect(
      renderTraceDescription('SOMETHING_NEW', { location: '', networkName: '', operatorName: null }, 'en'),
    ).toBe('SOMETHING_NEW');
  });
});
