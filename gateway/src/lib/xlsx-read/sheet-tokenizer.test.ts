import { ImportFileError } from './import-error';
import type { SheetRowCells } from './sheet-cell-value';
import { SheetTokenizer } from './sheet-tokenizer';

const SHARED = ['zero', 'one', 'Kopi Toraja'];

function rowsOf(xml: string, pieceBytes: number, maxColumn = 128): SheetRowCells[] {
  const bytes = Buffer.from(xml, 'utf8');
  const tokenizer = new SheetTokenizer(SHARED, maxColumn, 32_000);
  const rows: SheetRowCells[] = [];
  for (let at = 0; at < bytes.length; at += pieceBytes) {
    tokenizer.write(bytes.subarray(at, at + pieceBytes));
    rows.push(...tokenizer.take());
  }
  tokenizer.end();
  rows.push(...tokenizer.take());
  return rows;
}

/** The rows read whole, and the same rows read one byte at a time and in 7-byte pieces. */
function read(xml: string, maxColumn = 128): SheetRowCells[] {
  const whole = rowsOf(xml, Number.MAX_SAFE_INTEGER, maxColumn);
  expect(rowsOf(xml, 1, maxColumn)).toEqual(whole);
  expect(rowsOf(xml, 7, maxColumn)).toEqual(whole);
  return whole;
}

const sheet = (rows: string, prefix = '') =>
  `<?xml version="1.0" encoding="UTF-8"?><${prefix}worksheet xmlns="urn:x"><${prefix}sheetData>${rows}</${prefix}sheetData></${prefix}worksheet>`;

/** A row's cells as a plain object by column, for readable expectations. */
const cellsOf = (row: SheetRowCells) =>
  Object.fromEntries(row.cells.map((value, column) => [column, value]).filter(([, v]) => v !== undefined));

describe('the sheet tokenizer', () => {
  it('reads shared strings, numbers, booleans, errors and inline strings by column, whatever the attribute order', () => {
    const rows = read(
      sheet(
        '<row r="1" spans="1:6"><c r="A1" t="s"><v>2</v></c><c t="n" r="B1" s="3"><v>-12.5</v></c>' +
          '<c r=\'C1\' t=\'b\'><v>1</v></c><c r="D1" t="e"><v>#DIV/0!</v></c>' +
          '<c r="E1" t="inlineStr"><is><t>Jl. Dago</t></is></c><c r="F1" t="str"><v>cached</v></c></row>',
      ),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].rowNo).toBe(1);
    expect(cellsOf(rows[0])).toEqual({
      1: 'Kopi Toraja',
      2: -12.5,
      3: true,
      4: { error: '#DIV/0!' },
      5: 'Jl. Dago',
      6: 'cached',
    });
  });

  it('decodes entities, character references, CDATA and _xHHHH_ escapes, keeping multi-byte text whole', () => {
    const rows = read(
      sheet(
        '<row r="1"><c r="A1" t="inlineStr"><is><t>Fish &amp; chips &lt;b&gt; &quot;q&quot; &apos;a&apos; &#233;&#x4E2D;</t></is></c>' +
          '<c r="B1" t="str"><v>line 1_x000D_line 2 _x005F_x000D_</v></c>' +
          '<c r="C1" t="inlineStr"><is><t><![CDATA[<raw> & ]]>文字</t></is></c>' +
          '<c r="D1" t="inlineStr"><is><t>寄件人 <!-- note -->姓名</t></is></c></row>',
      ),
    );
    expect(cellsOf(rows[0])).toEqual({
      1: 'Fish & chips <b> "q" \'a\' é中',
      2: 'line 1\rline 2 _x000D_',
      3: '<raw> & 文字',
      4: '寄件人 姓名',
    });
  });

  it('joins rich-text runs and leaves phonetic runs out', () => {
    const rows = read(
      sheet(
        '<row r="1"><c r="A1" t="inlineStr"><is><r><rPr><b/><sz val="11"/></rPr><t>Kopi </t></r>' +
          '<r><t xml:space="preserve">Toraja</t></r><rPh sb="0" eb="1"><t>ko-pi</t></rPh><phoneticPr fontId="1"/></is></c></row>',
      ),
    );
    expect(cellsOf(rows[0])).toEqual({ 1: 'Kopi Toraja' });
  });

  it('reads formula cells as formulas whatever their cached value, shared ones too', () => {
    const rows = read(
      sheet(
        '<row r="1"><c r="A1"><f>SUM(B1:C1)&gt;2</f><v>3</v></c><c r="B1" t="str"><f>"a"&amp;"b"</f><v>ab</v></c>' +
          '<c r="C1"><f t="shared" ref="C1:C2" si="0">A1*2</f><v>6</v></c></row>' +
          '<row r="2"><c r="C2"><f t="shared" si="0"/><v>8</v></c><c r="D2" t="b"><f>TRUE()</f><v>1</v></c></row>',
      ),
    );
    expect(cellsOf(rows[0])).toEqual({
      1: { formula: 'SUM(B1:C1)>2' },
      2: { formula: '"a"&"b"' },
      3: { formula: 'A1*2' },
    });
    expect(cellsOf(rows[1])).toEqual({ 3: { formula: '' }, 4: { formula: 'TRUE()' } });
  });

  it('numbers rows and cells without r after the ones before them; sparse cells keep their columns', () => {
    const rows = read(
      sheet(
        '<row><c t="s"><v>0</v></c><c><v>7</v></c></row>' +
          '<row r="5"><c r="C5"><v>1</v></c><c><v>2</v></c><c r="AA5"><v>3</v></c></row>' +
          '<row><c r="B6"/><c><v>4</v></c></row><row r="9"/>',
      ),
    );
    expect(rows.map((row) => row.rowNo)).toEqual([1, 5, 6, 9]);
    expect(cellsOf(rows[0])).toEqual({ 1: 'zero', 2: 7 });
    expect(cellsOf(rows[1])).toEqual({ 3: 1, 4: 2, 27: 3 });
    expect(cellsOf(rows[2])).toEqual({ 3: 4 });
    expect(rows[3].cells).toEqual([]);
  });

  it('reads namespace-prefixed elements (x:row, x:c) like plain ones', () => {
    const rows = read(
      sheet(
        '<x:row r="1"><x:c r="A1" t="s"><x:v>1</x:v></x:c><x:c r="B1" t="inlineStr"><x:is><x:t>Bali</x:t></x:is></x:c>' +
          '<x:c r="C1"><x:f>1+1</x:f><x:v>2</x:v></x:c></x:row>',
        'x:',
      ),
    );
    expect(cellsOf(rows[0])).toEqual({ 1: 'one', 2: 'Bali', 3: { formula: '1+1' } });
  });

  it('takes values as ExcelJS does: parseFloat numbers, parseInt booleans and string indexes', () => {
    const rows = read(
      sheet(
        '<row r="1"><c r="A1"><v>1E3</v></c><c r="B1"><v>0.1</v></c><c r="C1"><v></v></c><c r="D1" t="b"><v>0</v></c>' +
          '<c r="E1" t="s"><v>99</v></c><c r="F1"><v>81234567890</v></c><c r="G1" t="d"><v>2026-01-02</v></c>' +
          '<c r="H1"><v>12345678901234567890</v></c><c r="I1"><v> 5 </v></c><c r="J1" t="s"/></row>',
      ),
    );
    expect(cellsOf(rows[0])).toEqual({
      1: 1000,
      2: 0.1,
      3: NaN,
      4: false,
      6: 81234567890,
      7: 2026,
      8: 12345678901234567000,
      9: 5,
    });
  });

  it('passes over cells right of the last column read, and rows outside sheetData', () => {
    const rows = read(
      '<worksheet><row r="7"><c r="A7"><v>1</v></c></row><sheetData><row r="1"><c r="B1"><v>2</v></c>' +
        '<c r="D1" t="inlineStr"><is><t>far</t></is></c><c><f>A1</f></c></row></sheetData><row r="8"/></worksheet>',
      3,
    );
    expect(rows).toHaveLength(1);
    expect(cellsOf(rows[0])).toEqual({ 2: 2 });
  });

  it('refuses a sheet cut inside a cell or a tag, a malformed reference or tag', () => {
    const unreadable = (xml: string) => {
      try {
        rowsOf(xml, 5);
      } catch (error) {
        return error instanceof ImportFileError ? error.failureCode : 'other';
      }
      return 'read';
    };
    expect(unreadable('<sheetData><row r="1"><c r="A1"><v>1</v>')).toBe('import.unreadable');
    expect(unreadable('<sheetData><row r="1"><c r="A1" t="s')).toBe('import.unreadable');
    expect(unreadable('<sheetData><row r="1"><c r="11"><v>1</v></c></row></sheetData>')).toBe(
      'import.unreadable',
    );
    expect(unreadable('<sheetData><row r="x"></row></sheetData>')).toBe('import.unreadable');
    expect(unreadable('<sheetData><row r="1"><c r=A1><v>1</v></c></row></sheetData>')).toBe(
      'import.unreadable',
    );
    expect(unreadable(sheet('<row r="1"><c r="A1"><v>1</v></c></row>'))).toBe('read');
  });

  it('refuses a unit longer than its cap, and reads a long one cut into many chunks in linear time', () => {
    const long = 'x'.repeat(200_000);
    const xml = sheet(`<row r="1"><c r="A1" t="inlineStr"><is><t>${long}</t></is></c></row>`);
    expect(rowsOf(xml, 100)[0].cells[1]).toBe(long.slice(0, 32_000));
    const capped = new SheetTokenizer([], 128, 32_000, 50_000);
    const bytes = Buffer.from(xml);
    expect(() => {
      for (let at = 0; at < bytes.length; at += 1000) capped.write(bytes.subarray(at, at + 1000));
      capped.end();
    }).toThrow(ImportFileError);
  });
});
