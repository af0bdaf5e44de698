import {
  chargeableWeightKg,
  feeDraftOf,
  newCustomerOrderNo,
  toOrderInput,
  volumetricWeightKg,
  type OrderFormValues,
} from './orderDraft';
import {
  checkCodAmount,
  checkDeclaredValue,
  checkDimension,
  checkPaymentMethod,
  checkPieces,
  checkPostalCode,
  checkWeight,
  nationalMobile,
  ORDER_LIMITS,
  shownParams,
} from './orderRules';
import { BILL_CODE_PATTERN as TRACKING_BILL_CODE } from 'shared';
import * as generated from 'shared';

it('shows a rule’s numbers grouped like the amount boxes and every number: 10.000.000.000, 5.000 and 500', () => {
  expect(shownParams({ max: 10_000_000_000 })).toEqual({ max: '10.000.000.000' });
  expect(shownParams({ max: 5000, min: 1, unit: 'kg' })).toEqual({ max: '5.000', min: '1', unit: 'kg' });
  expect(shownParams({ max: 0.5 })).toEqual({ max: '0,5' });
  expect(shownParams({ max: 500 })).toEqual({ max: '500' });
  expect(shownParams(undefined)).toBeUndefined();
});

describe('order draft', () => {
  it('weighs L x W x H / 6000 only with all three sizes, and charges the larger weight', () => {
    expect(volumetricWeightKg({ lengthCm: 40, widthCm: 30, heightCm: 30 })).toBe(6);
    expect(volumetricWeightKg({ lengthCm: 40, widthCm: 30 })).toBe(0);
    expect(chargeableWeightKg({ weightKg: 1.2, lengthCm: 40, widthCm: 30, heightCm: 30 })).toBe(6);
    expect(chargeableWeightKg({ weightKg: 7.5, lengthCm: 10, widthCm: 10, heightCm: 10 })).toBe(7.5);
  });

  it('numbers a draft WEB-yyyyMMdd-random, differently each time', () => {
    const now = new Date(2026, 10, 22, 9, 30);
    const number = newCustomerOrderNo(now);
    expect(number).toMatch(/^WEB-20261122-[A-Z2-9]{8}$/);
    expect(newCustomerOrderNo(now)).not.toBe(number);
  });

  it("dates a draft number by the Jakarta day (UTC+7), not the browser's", () => {
    // 23:30 WIB on the 22nd, 00:30 WIB on the 23rd
    expect(newCustomerOrderNo(new Date(Date.UTC(2026, 10, 22, 16, 30)))).toMatch(/^WEB-20261122-/);
    expect(newCustomerOrderNo(new Date(Date.UTC(2026, 10, 22, 17, 30)))).toMatch(/^WEB-20261123-/);
  });

  it('sends the regions by district code, rupiah texts as numbers, blanks as null', () => {
    const values: OrderFormValues = {
      receiver: {
        name: ' Siti ',
        phone: '0812',
        provinceCode: '32',
        cityCode: '32.73',
        districtCode: '32.73.02',
      },
      declaredValue: '2000000',
      codAmount: '',
      insured: true,
      remark: '  ',
    };
    expect(toOrderInput(values, 'WEB-1')).toMatchObject({
      customerOrderNo: 'WEB-1',
      receiver: { name: 'Siti', phone: '0812', districtCode: '32.73.02', address: null },
      declaredValue: 2000000,
      codAmount: null,
      insured: true,
      remark: null,
    });
  });

  it('prices a draft only with both districts and a weight', () => {
    const base: OrderFormValues = {
      sender: { districtCode: '31.73.05' },
      receiver: { districtCode: '32.73.02' },
    };
    expect(feeDraftOf(base)).toBeNull();
    expect(feeDraftOf({ ...base, weightKg: 1, receiver: { name: 'x', districtCode: '32.73.02' } })).toEqual(
      feeDraftOf({ ...base, weightKg: 1, receiver: { name: 'y', districtCode: '32.73.02' } }),
    );
  });
});

describe('order rules (the server’s, checked before sending)', () => {
  it('are the gateway’s own, generated into shared (not a copy kept by hand)', () => {
    expect(nationalMobile).toBe(generated.normaliseMobile);
    expect(ORDER_LIMITS).toBe(generated.ORDER_LIMITS);
    expect(TRACKING_BILL_CODE).toBe(generated.BILL_CODE_PATTERN);
  });

  it('takes Indonesian mobiles in every written form, not landlines', () => {
    expect(nationalMobile('+62 812-3456-7801')).toBe('081234567801');
    expect(nationalMobile('6281234567801')).toBe('081234567801');
    expect(nationalMobile('81234567801')).toBe('081234567801');
    expect(nationalMobile('021 555 1234')).toBeNull();
  });

  it('wants 5-digit postal codes and 1..999 whole pieces', () => {
    expect(checkPostalCode('40162')).toBeNull();
    expect(checkPostalCode('4016')).toEqual({ key: 'postalCode' });
    expect(checkPieces(1.5)).toMatchObject({ key: 'pieces' });
    expect(checkPieces(1000)).toMatchObject({ key: 'pieces' });
  });

  it('limits the weight to the product’s maximum and sizes to 500 cm, given together', () => {
    expect(checkWeight(501, { maxWeightKg: 500 })).toMatchObject({ key: 'weight', params: { max: 500 } });
    expect(checkWeight(0, { maxWeightKg: 500 })).toMatchObject({ key: 'weight' });
    expect(checkDimension('lengthCm', { lengthCm: 501 })).toMatchObject({ key: 'dimension' });
    expect(checkDimension('heightCm', { lengthCm: 10, widthCm: 10 })).toEqual({ key: 'dimensionsTogether' });
    expect(checkDimension('lengthCm', { lengthCm: 10, widthCm: 10 })).toBeNull();
  });

  it('needs a declared value to insure, keeps COD within it and off receiver-pays', () => {
    expect(checkDeclaredValue({ insured: true })).toEqual({ key: 'insuredNeedsValue' });
    expect(checkCodAmount({ codAmount: '300000', declaredValue: '200000' }, { codAllowed: true })).toEqual({
      key: 'codOverDeclared',
    });
    expect(checkCodAmount({ codAmount: '1' }, { codAllowed: false })).toEqual({ key: 'codNotAllowed' });
    // whole rupiah, COD at most the server's cap (Rp 5,000,000, generated from the gateway's data)
    expect(checkCodAmount({ codAmount: '0.5' }, { codAllowed: true })).toEqual({ key: 'amountWhole' });
    expect(checkDeclaredValue({ declaredValue: '1000.5' })).toEqual({ key: 'amountWhole' });
    expect(checkCodAmount({ codAmount: '5000001' }, { codAllowed: true })).toEqual({
      key: 'amount',
      params: { max: 5_000_000 },
    });
    expect(checkCodAmount({ codAmount: '5000000' }, { codAllowed: true })).toBeNull();
    expect(
      checkPaymentMethod(
        { codAmount: '1', paymentMethod: 'RECEIVER_PAY' },
        { codPaymentMethods: ['MONTHLY'] },
      ),
    ).toEqual({ key: 'codPaymentMethod' });
  });
});
