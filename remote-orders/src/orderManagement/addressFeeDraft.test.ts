import { addressFeeDraft } from './addressFeeDraft';
import { managedOrder } from './fixtures';

it('prices the order as charged (chargeable weight, product, money) from its sender to the new district', () => {
  expect(addressFeeDraft(managedOrder(), '32.73.01')).toEqual({
    sender: { province: 'DKI Jakarta', city: 'Kota Jakarta Barat', district: 'Kebon Jeruk' },
    receiver: { districtCode: '32.73.01' },
    productType: 'EZ',
    weightKg: 6,
    declaredValue: 2000000,
    codAmount: 275000,
    insured: true,
  });
});

it('keeps insurance off for an order that paid none', () => {
  expect(addressFeeDraft(managedOrder({ insuranceFee: 0 }), '32.73.01').insured).toBe(false);
});
