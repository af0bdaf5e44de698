import { formatSize } from './formatSize';

describe('formatSize', () => {
  it.each([
    [0, '0 B'],
    [900, '900 B'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [1_572_864, '1,5 MB'],
    [3 * 1024 ** 3, '3 GB'],
    [5 * 1024 ** 4, '5.120 GB'],
  ])('shows %d bytes as %s', (bytes, shown) => {
    expect(formatSize(bytes)).toBe(shown);
  });

  it('shows "--" for a size not known yet', () => {
    expect(formatSize(null)).toBe('--');
    expect(formatSize(undefined)).toBe('--');
    expect(formatSize(Number.NaN)).toBe('--');
  });
});
