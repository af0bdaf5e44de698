import { parseFloatAt, parseIntAt } from './byte-number';
import { decodeSpreadsheetEscapes, decodeXmlEntities } from './xml-text';

describe('xlsx text', () => {
  it('decodes the XML entities and character references, leaving unknown ones as written', () => {
    expect(decodeXmlEntities('&amp;&lt;&gt;&quot;&apos; &#233; &#x4E2D; &#128512;')).toBe('&<>"\' é 中 😀');
    expect(decodeXmlEntities('&nbsp; &#0; &#x110000; & alone')).toBe('&nbsp; &#0; &#x110000; & alone');
    expect(decodeXmlEntities('&amp;lt;')).toBe('&lt;');
  });

  it('decodes spreadsheet escapes, _x005F_ being a literal underscore', () => {
    expect(decodeSpreadsheetEscapes('a_x000D_b_x000a_c')).toBe('a\rb\nc');
    expect(decodeSpreadsheetEscapes('_x005F_x000D_ stays')).toBe('_x000D_ stays');
    expect(decodeSpreadsheetEscapes('_x00_ _xZZZZ_ plain')).toBe('_x00_ _xZZZZ_ plain');
  });
});

describe('numbers read in place', () => {
  const fallback = (b: Buffer) => (start: number, end: number) =>
    Number.parseFloat(b.toString('latin1', start, end));
  const float = (text: string) => {
    const b = Buffer.from(text, 'latin1');
    return parseFloatAt(b, 0, b.length, fallback(b));
  };

  it('equal parseFloat for plain decimals, exponents, signs and odd text', () => {
    const samples = [
      '0',
      '-0',
      '1',
      '0.1',
      '0.5',
      '-12.5',
      '1.',
      '.5',
      '100000',
      '81234567890',
      '0.30000000000000004',
      '1E3',
      '2.5e-7',
      ' 5 ',
      '',
      '-',
      '+1',
      '12abc',
      '9007199254740993',
      '1.0000000000000000000000001',
      'NaN',
    ];
    for (const text of samples) expect(Object.is(float(text), Number.parseFloat(text))).toBe(true);
    for (let i = 0; i < 20_000; i += 1) {
      const text = (Math.random() * 10 ** Math.floor(Math.random() * 12)).toFixed(
        Math.floor(Math.random() * 10),
      );
      expect(float(text)).toBe(Number.parseFloat(text));
    }
  });

  it('equal parseInt for indexes', () => {
    for (const text of ['0', '42', '007', '', '1.5', '12345678901234567', '-3']) {
      const b = Buffer.from(text, 'latin1');
      const parsed = parseIntAt(b, 0, b.length, (start, end) =>
        Number.parseInt(b.toString('latin1', start, end), 10),
      );
      expect(Object.is(parsed, Number.parseInt(text, 10))).toBe(true);
    }
  });
});
