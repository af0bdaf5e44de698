import { formatDate, formatIdr } from './format';

describe('formatIdr', () => {
  it('writes rupiah with dots between thousands', () => {
    expect(formatIdr(10000)).toBe('Rp 10.000');
    expect(formatIdr(1250000)).toBe('Rp 1.250.000');
    expect(formatIdr(500)).toBe('Rp 500');
    expect(formatIdr(0)).toBe('Rp 0');
  });

  it('rounds to whole rupiah', () => {
    expect(formatIdr(9999.6)).toBe('Rp 10.000');
  });
});

describe('formatDate', () => {
  it('shows DD MMM YYYY, and -- when empty', () => {
    expect(formatDate('2026-03-05T10:00:00')).toBe('05 Mar 2026');
    expect(formatDate(null)).toBe('--');
  });
});
