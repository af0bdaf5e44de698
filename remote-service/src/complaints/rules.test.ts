import { isIndonesianMobile, normalizePhone } from './rules';

describe('isIndonesianMobile', () => {
  it.each(['0812345678', '081234567890', '0812345678901', '+6281234567890', '0812-3456-7890'])(
    'accepts %s',
    (phone) => {
      expect(isIndonesianMobile(phone)).toBe(true);
    },
  );

  it.each(['081234567', '08123456789012', '0212345678', '+6221234567', '6281234567890', '08123abc567'])(
    'refuses %s',
    (phone) => {
      expect(isIndonesianMobile(phone)).toBe(false);
    },
  );
});

describe('normalizePhone', () => {
  it('writes +62 numbers in their national form', () => {
    expect(normalizePhone('+62 812-3456-7890')).toBe('081234567890');
  });
});
