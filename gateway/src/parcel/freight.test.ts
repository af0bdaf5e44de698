import {
  billableWeightKg,
  chargeableWeightKg,
  codFee,
  feeBreakdown,
  freightFee,
  insuranceFee,
  productAvailability,
  quoteAllProducts,
  volumetricWeightKg,
  zoneOf,
} from './freight';
import { RATE_TABLE } from './rate-table';

const KEBON_JERUK = { districtCode: '31.73.05', provinceName: 'Daerah Khusus Ibukota Jakarta' };
const GROGOL = { districtCode: '31.73.02', provinceName: 'Daerah Khusus Ibukota Jakarta' };
const KEBAYORAN_BARU = { districtCode: '31.74.07', provinceName: 'Daerah Khusus Ibukota Jakarta' };
const COBLONG = { districtCode: '32.73.02', provinceName: 'Jawa Barat' };
const MEDAN_BARU = { districtCode: '12.71.17', provinceName: 'Sumatera Utara' };
const JAYAPURA_UTARA = { districtCode: '91.71.01', provinceName: 'Papua' };

describe('zones', () => {
  it('are same city, same province, same island group or another island group', () => {
    expect(zoneOf(KEBON_JERUK, GROGOL)).toBe('SAME_CITY');
    expect(zoneOf(KEBON_JERUK, KEBAYORAN_BARU)).toBe('SAME_PROVINCE');
    expect(zoneOf(KEBON_JERUK, COBLONG)).toBe('SAME_ISLAND');
    expect(zoneOf(KEBON_JERUK, MEDAN_BARU)).toBe('OTHER_ISLAND');
  });
});

describe('weights', () => {
  it('volumetric weight is L x W x H / 6000, and needs all three sizes', () => {
    expect(volumetricWeightKg(40, 30, 30)).toBe(6);
    expect(volumetricWeightKg(10, 10, 10)).toBe(0.167);
    expect(volumetricWeightKg(40, 30, null)).toBe(0);
  });

  it('charges the larger of actual and volumetric weight', () => {
    expect(chargeableWeightKg(1.2, 6)).toBe(6);
    expect(chargeableWeightKg(7.5, 6)).toBe(7.5);
  });

  it('bills whole kilograms rounded up, at least 1, CARGO at least 10', () => {
    expect(billableWeightKg('EZ', 0.2)).toBe(1);
    expect(billableWeightKg('EZ', 1)).toBe(1);
    expect(billableWeightKg('EZ', 1.001)).toBe(2);
    expect(billableWeightKg('EZ', 0.1 + 0.2 + 0.7)).toBe(1);
    expect(billableWeightKg('CARGO', 3)).toBe(10);
    expect(billableWeightKg('CARGO', 12.4)).toBe(13);
  });
});

describe('freight', () => {
  it('is the first kg plus each further kg of the zone rate', () => {
    // EZ same island: 18,000 + 2 x 12,000
    expect(freightFee('EZ', 'SAME_ISLAND', 2.5)).toBe(42_000);
    // SUPER other island: 46,000 + 38,000
    expect(freightFee('SUPER', 'OTHER_ISLAND', 2)).toBe(84_000);
  });

  it('never goes below the product minimum', () => {
    // EZ same city, 1 kg: 9,000 -> minimum 10,000
    expect(freightFee('EZ', 'SAME_CITY', 0.5)).toBe(RATE_TABLE.EZ.minCharge);
    // ECO same city, 1 kg: 7,000 -> minimum 8,000; 2 kg: 11,500 is above it
    expect(freightFee('ECO', 'SAME_CITY', 1)).toBe(8_000);
    expect(freightFee('ECO', 'SAME_CITY', 2)).toBe(11_500);
  });

  it('bills CARGO per kg with at least 10 kg and a minimum charge', () => {
    // 10 kg x 3,500 = 35,000 -> minimum 50,000
    expect(freightFee('CARGO', 'SAME_CITY', 2)).toBe(50_000);
    // 10 kg x 11,000
    expect(freightFee('CARGO', 'OTHER_ISLAND', 4)).toBe(110_000);
    expect(freightFee('CARGO', 'OTHER_ISLAND', 20)).toBe(220_000);
  });
});

describe('insurance and COD fees', () => {
  it('insurance is 0.2 % of the declared value, at least Rp 1,000, only when insured', () => {
    expect(insuranceFee(450_000, true)).toBe(1_000);
    expect(insuranceFee(2_000_000, true)).toBe(4_000);
    expect(insuranceFee(2_000_000, false)).toBe(0);
    expect(insuranceFee(0, true)).toBe(0);
  });

  it('COD is 3 % of the amount collected, at least Rp 3,000 (the COD commission rule)', () => {
    expect(codFee(50_000)).toBe(3_000);
    expect(codFee(85_000)).toBe(3_000);
    expect(codFee(100_050)).toBe(3_002);
    expect(codFee(275_000)).toBe(8_250);
    expect(codFee(0)).toBe(0);
  });
});

describe('fee breakdown', () => {
  it('adds freight, insurance and COD fee, with service days', () => {
    const fees = feeBreakdown({
      productType: 'EZ',
      sender: KEBON_JERUK,
      receiver: COBLONG,
      weightKg: 1.2,
      lengthCm: 40,
      widthCm: 30,
      heightCm: 30,
      declaredValue: 2_000_000,
      insured: true,
      codAmount: 275_000,
    });
    expect(fees).toEqual({
      zone: 'SAME_ISLAND',
      productType: 'EZ',
      actualWeightKg: 1.2,
      volumetricWeightKg: 6,
      chargeableWeightKg: 6,
      billableWeightKg: 6,
      freightFee: 18_000 + 5 * 12_000,
      insuranceFee: 4_000,
      codFee: 8_250,
      totalFee: 78_000 + 4_000 + 8_250,
      serviceDays: 3,
    });
  });

  it('takes one more service day between island groups', () => {
    const base = { weightKg: 1, declaredValue: 0, insured: false, codAmount: 0, sender: KEBON_JERUK };
    expect(feeBreakdown({ ...base, productType: 'SUPER', receiver: COBLONG }).serviceDays).toBe(1);
    expect(feeBreakdown({ ...base, productType: 'SUPER', receiver: MEDAN_BARU }).serviceDays).toBe(2);
    expect(feeBreakdown({ ...base, productType: 'ECO', receiver: MEDAN_BARU }).serviceDays).toBe(6);
  });
});

describe('availability', () => {
  it('offers SUPER nowhere in Maluku and Papua, and no product over its weight limit', () => {
    expect(productAvailability('SUPER', 'Papua', 1)).toEqual({
      available: false,
      reasonCode: 'freight.unavailable.remoteArea',
    });
    expect(productAvailability('EZ', 'Papua', 1).available).toBe(true);
    expect(productAvailability('EZ', 'Jawa Barat', 600)).toEqual({
      available: false,
      reasonCode: 'freight.unavailable.overweight',
    });
    expect(productAvailability('CARGO', 'Jawa Barat', 600).available).toBe(true);
  });

  it('quotes every product between two districts', () => {
    const quotes = quoteAllProducts(KEBON_JERUK, JAYAPURA_UTARA, 3, 0);
    expect(quotes.map((quote) => [quote.productType, quote.available, quote.freightFee])).toEqual([
      ['EZ', true, 30_000 + 2 * 24_000],
      ['SUPER', false, 46_000 + 2 * 38_000],
      ['ECO', true, 24_000 + 2 * 18_000],
      ['CARGO', true, 110_000],
    ]);
    expect(quotes.map((quote) => quote.serviceDays)).toEqual([4, 2, 6, 7]);
  });
});
