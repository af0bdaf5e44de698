import { copyText } from './order-insert';

describe("a value in COPY's text format", () => {
  it('is \\N for null, ISO for a date, and escapes backslash, tab and line breaks', () => {
    expect(copyText(null)).toBe('\\N');
    expect(copyText(undefined)).toBe('\\N');
    expect(copyText(new Date('2026-11-22T01:02:03.000Z'))).toBe('2026-11-22T01:02:03.000Z');
    expect(copyText(12.5)).toBe('12.5');
    expect(copyText('Jl. Melati\tNo. 1\r\nRT 2 \\ RW 3')).toBe('Jl. Melati\\tNo. 1\\r\\nRT 2 \\\\ RW 3');
    expect(copyText('\\N')).toBe('\\\\N');
  });
});
