import { OPERATION_PERMISSIONS } from '../api/permissions';
import { buttonKeyOf, buttonKeysOf, operationKeys } from './operationKeys';

describe('operation keys (generated from the gateway document)', () => {
  it('gives the button key of a call made by one button', () => {
    expect(buttonKeyOf('/customer-api/order/create')).toBe('orderEntry_ADD');
    expect(buttonKeyOf('/customer-api/coupon/generate')).toBe('couponManagement_ADD');
    expect(buttonKeyOf('/customer-api/complaint/detail')).toBe('suggestions_DETAIL');
  });

  it("picks the page's list for a call several pages make", () => {
    expect(buttonKeyOf('/customer-api/order/phone', 'get', 'myWaybill')).toBe('myWaybill_DETAIL');
    expect(buttonKeyOf('/customer-api/order/phone', 'get', 'orderManagement')).toBe('orderManagement_DETAIL');
    expect(() => buttonKeyOf('/customer-api/order/phone', 'get')).toThrow(/no single button key/);
    expect(buttonKeysOf('/customer-api/label/printBatch')).toEqual([
      'orderManagement_PRINT',
      'myWaybill_PRINT',
      'fastPrinting_PRINT',
    ]);
  });

  it('refuses a call that needs only a page key', () => {
    expect(operationKeys('/customer-api/coupon/list')).toEqual([['couponManagement']]);
    expect(() => buttonKeyOf('/customer-api/coupon/list')).toThrow(/no single button key/);
  });

  it('lists every keyed operation once, each list holding its page key', () => {
    for (const lists of Object.values(OPERATION_PERMISSIONS))
      for (const keys of lists) expect(keys.some((key) => !key.includes('_'))).toBe(true);
  });
});
