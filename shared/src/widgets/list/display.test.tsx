import { render } from '@testing-library/react';
import { DisplayValue, displayText, formatCell } from './display';

describe('display values', () => {
  it("shows '--' for empty cells (null, '', 'null', [], {}) but not for 0 or false", () => {
    for (const empty of [null, undefined, '', 'null', 'undefined', [], {}])
      expect(displayText(empty)).toBe('--');
    expect(displayText(0)).toBe('0');
    expect(displayText(false)).toBe('false');
  });

  it('shows dictionary labels, the raw value when the dictionary lacks it', () => {
    const dictionary = [{ value: 1, label: 'Enabled' }];
    expect(displayText('1', dictionary)).toBe('Enabled');
    expect(displayText(9, dictionary)).toBe('9');
    expect(displayText([1, 9], dictionary)).toBe('Enabled, 9');
  });

  it('sanitises display values to the tags a, span and i, stripping scripts and handlers', () => {
    const { container } = render(
      <DisplayValue
        value={
          '<b>bold</b><span onclick="x()">s</span><i>i</i><a href="javascript:alert(1)">a</a><script>bad()</script>'
        }
      />,
    );
    const html = container.innerHTML;
    expect(html).toContain('bold');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('script');
    expect(html).not.toContain('javascript:');
    expect(container.querySelector('span span')).toHaveTextContent('s');
    expect(container.querySelector('i')).toHaveTextContent('i');
  });

  it('formats a column by its type: number, money, kg, WIB time and day; -- when empty', () => {
    expect(formatCell(26800, 'number')).toBe('26.800');
    expect(formatCell(1.256, 'number', 2)).toBe('1,26');
    expect(formatCell(-1250, 'money')).toBe('-Rp 1.250');
    expect(formatCell(1.2, 'kg')).toBe('1.2 kg');
    expect(formatCell('2026-11-23T16:51:13Z', 'time')).toBe('23 Nov 2026 23:51 WIB');
    expect(formatCell('2026-03-04T20:00:00Z', 'date')).toBe('05 Mar 2026');
    for (const empty of [null, undefined, ''])
      for (const format of ['number', 'money', 'kg', 'time', 'date'] as const)
        expect(formatCell(empty, format)).toBe('--');
  });
});
