import { isIndonesianMobile, normalizePhone } from './rules';

describe('isIndonesianMobile', () => {
  it.each(['0812345678', '081234567890', '0812345678901', '+6281234567890', '0812-3456-7890'])(
    'accepts %s',
    (phone) => {
      expect(isIndonesianMobile(phone)).toBe(true);
    },
  );

  // The gateway's rule (generated into shared): it takes 628… and 8… as well, so the form must too.
  it.each(['6281234567890', '62 812 3456 7890', '81234567890', '(0812) 3456.7890'])(
    'accepts %s as the gateway does',
    (phone) => {
      expect(isIndonesianMobile(phone)).toBe(true);
    },
  );

  it.each(['081234567', '08123456789012', '0212345678', '+6221234567', '08123abc567', '0801234567'])(
    'refuses %s',
    (phone) => {
      expect(isIndonesianMobile(phone)).toBe(false);
    },
  );
});

describe('normalizePhone', () => {
  it('writes +62 and 62 numbers in their national form', () => {
    expect(normalizePhone('+62 812-3456-7890')).toBe('081234567890');
    expect(normalizePhone('6281234567890')).toBe('081234567890');
  });
});
