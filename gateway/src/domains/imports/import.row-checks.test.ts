import { loadIndonesianAreas } from '../../db/seed/network-areas';
import { columnOfHeader, IMPORT_COLUMNS, normaliseHeader } from './import-columns.rules';
import { ImportFileError } from '../../lib/xlsx-read/import-error';
import { DEFAULT_IMPORT_LIMITS, resolveImportLimits, type ImportLimits } from '../../lib/xlsx-read/limits';
import { levenshtein, normalisePlace, RegionIndex, suggestNames } from '../../lib/regions/region-matcher';
import { checkRow, generatedOrderNo } from './import-row-validation.rules';
import { errorMessage } from './import-views.render';
import { registerMessages } from '../../i18n/messages';
import { importMessages } from './import.messages';

// the import's messages, as its routes register them at start-up
registerMessages(importMessages);
import { rowValidatorOf } from './import-order-adapter.service';
import {
  cellsOf,
  sampleOrder,
  sampleOrderFile,
  templateHeaders,
  writeSheet,
} from './import-sample-orders.test-support';
import { cellText, MissingColumnsError, readImportSheet, type SheetRow } from './import-sheet-reader.service';
import { failureCodeOf } from '../../lib/xlsx-read/test-failure-code';
import { handMadeXlsx } from '../../lib/xlsx-read/test-xlsx';
import { writeTestZip } from '../../lib/xlsx-read/test-zip';
import { checkXlsx, declaredDataRows } from '../../lib/xlsx-read/xlsx-guard';
import { readZipDirectory } from '../../lib/xlsx-read/zip-directory';

const limits = (overrides: Partial<ImportLimits> = {}): ImportLimits => ({
  ...DEFAULT_IMPORT_LIMITS,
  ...overrides,
});

async function readAll(data: Buffer, caps = limits()): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of readImportSheet(data, caps)) rows.push(row);
  return rows;
}

describe('headers', () => {
  it('are recognised in Chinese, English and Indonesian, with the required mark, spaces or full-width brackets', () => {
    expect(columnOfHeader('*Receiver phone')?.key).toBe('receiverPhone');
    expect(columnOfHeader('收件人电话')?.key).toBe('receiverPhone');
    expect(columnOfHeader(' telepon PENERIMA ')?.key).toBe('receiverPhone');
    expect(columnOfHeader('重量（kg）')?.key).toBe('weightKg');
    expect(columnOfHeader('receiverPhone')?.key).toBe('receiverPhone');
    expect(normaliseHeader(' *Weight (KG) ')).toBe('weightkg');
  });

  it('never map __proto__, constructor or prototype to a column', () => {
    for (const name of ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'])
      expect(columnOfHeader(name)).toBeUndefined();
  });

  it('of every column are distinct in each language', () => {
    for (const lang of ['zh', 'en', 'id'] as const) {
      const labels = IMPORT_COLUMNS.map((column) => normaliseHeader(column.label[lang]));
      expect(new Set(labels).size).toBe(labels.length);
    }
  });
});

describe('region names', () => {
  const areas = loadIndonesianAreas();
  const regions = new RegionIndex([
    ...areas.provinces.map((p) => ({ ...p, level: 1 })),
    ...areas.regencies.map((r) => ({ ...r, level: 2 })),
    ...areas.districts.map((d) => ({ ...d, level: 3 })),
  ]);

  it('match official names and everyday forms', () => {
    expect(normalisePlace('Kota Administrasi Jakarta Barat')).toBe('jakarta barat');
    expect(normalisePlace('DKI JAKARTA')).toBe('jakarta');
    const match = regions.resolve('DKI Jakarta', 'Jakarta Barat', 'kec. kebon jeruk');
    expect(match).toMatchObject({
      ok: true,
      area: { districtCode: '31.73.05', city: 'Kota Administrasi Jakarta Barat' },
    });
  });

  it('pick Kota or Kabupaten Bandung by the district that lies in it', () => {
    expect(regions.resolve('Jawa Barat', 'Bandung', 'Coblong')).toMatchObject({
      ok: true,
      area: { cityCode: '32.73' },
    });
    expect(regions.resolve('Jawa Barat', 'Bandung', 'Soreang')).toMatchObject({
      ok: true,
      area: { cityCode: '32.04' },
    });
  });

  it('suggest up to three close names for an unknown district, prefix matches first', () => {
    expect(regions.resolve('DKI Jakarta', 'Jakarta Barat', 'Kebon Jerukk')).toEqual({
      ok: false,
      field: 'district',
      suggestions: expect.arrayContaining(['Kebon Jeruk']),
    });
    const match = regions.resolve('DKI Jakarta', 'Jakarta Barat', 'Kebon Jerukk');
    expect(!match.ok && match.suggestions[0]).toBe('Kebon Jeruk');
    expect(!match.ok && match.suggestions.length).toBeLessThanOrEqual(3);
    const city = regions.resolve('Jawa Timur', 'Surabya', 'Gubeng');
    expect(city).toMatchObject({ ok: false, field: 'city' });
    expect(!city.ok && city.suggestions).toContain('Kota Surabaya');
    expect(regions.resolve('Atlantis', 'X', 'Y')).toMatchObject({
      ok: false,
      field: 'province',
      suggestions: [],
    });
  });

  it('rank by edit distance', () => {
    expect(levenshtein('kitten', 'sitting')).toBe(3);
    const names = ['Gubeng', 'Genteng', 'Tegalsari'].map((name, i) => ({
      code: String(i),
      parentCode: null,
      level: 3,
      name,
    }));
    expect(suggestNames('Gubneg', names)).toEqual(['Gubeng', 'Genteng']);
  });
});

describe('cells', () => {
  const phone = IMPORT_COLUMNS.find((column) => column.key === 'receiverPhone')!;
  const text = IMPORT_COLUMNS.find((column) => column.key === 'goodsName')!;

  it('read as text; a phone typed as a number gets its leading 0 back', () => {
    expect(cellText(81234567890, phone)).toBe('081234567890');
    expect(cellText(6281234567890, phone)).toBe('6281234567890');
    expect(cellText({ richText: [{ text: 'Kopi ' }, { text: 'Toraja' }] }, text)).toBe('Kopi Toraja');
    expect(cellText('  two   spaces ', text)).toBe('two spaces');
    expect(cellText(null, text)).toBe('');
  });

  it('holding formulas are flagged by column, with the formula kept as text', async () => {
    const cells = cellsOf(sampleOrder(0, 'F'));
    cells[IMPORT_COLUMNS.findIndex((c) => c.key === 'weightKg')] = { formula: '1+1', result: 2 };
    const [row] = await readAll(await writeSheet(templateHeaders('en'), [cells]));
    expect(row.formulas).toEqual(['weightKg']);
    expect(row.values.get('weightKg')).toBe('=1+1');
  });

  it('ignore unknown columns and skip blank rows', async () => {
    const file = await writeSheet(
      [...templateHeaders('en'), '__proto__'],
      [[...cellsOf(sampleOrder(0, 'B')), 'x'], [], [...cellsOf(sampleOrder(1, 'B')), 'y']],
    );
    const rows = await readAll(file);
    expect(rows.map((row) => row.rowNo)).toEqual([2, 4]);
    expect([...rows[0].values.keys()]).toEqual(IMPORT_COLUMNS.map((column) => column.key));
  });
});

describe('the sheet reader', () => {
  it('names every missing required column', async () => {
    const headers = templateHeaders('en').filter((header) => !/phone/i.test(header));
    const error = await readAll(await writeSheet(headers, [])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MissingColumnsError);
    expect((error as MissingColumnsError).missing).toEqual(['senderPhone', 'receiverPhone']);
  });

  it('counts rows while streaming and stops past the cap', async () => {
    const file = await sampleOrderFile(30, 'CAP');
    expect(await failureCodeOf(readAll(file, limits({ maxRows: 29 })))).toBe('import.tooManyRows');
    expect(await readAll(file, limits({ maxRows: 30 }))).toHaveLength(30);
  });

  it('refuses a file without data rows', async () => {
    expect(await failureCodeOf(readAll(await writeSheet(templateHeaders('en'), [])))).toBe(
      'import.noDataRows',
    );
  });
});

describe('the xlsx guard', () => {
  const sheetRows = [templateHeaders('en'), cellsOf(sampleOrder(0, 'Z')).map(String)];

  it('passes a real workbook and counts what it unpacks to', async () => {
    const file = await sampleOrderFile(20, 'OK');
    const checked = await checkXlsx(file, limits());
    expect(checked.unpackedBytes).toBeGreaterThan(file.length);
    expect(checked.entries.map((entry) => entry.name)).toContain('xl/worksheets/sheet1.xml');
  });

  it('refuses what is not an xlsx: other magic bytes, a zip without a workbook', async () => {
    expect(await failureCodeOf(checkXlsx(Buffer.from('%PDF-1.7 ...'), limits()))).toBe('import.notXlsx');
    const docx = writeTestZip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'word/document.xml', data: Buffer.from('<w/>') },
    ]);
    expect(await failureCodeOf(checkXlsx(docx, limits()))).toBe('import.notXlsx');
  });

  it('refuses a zip whose sheet declares a huge uncompressed size before inflating anything', async () => {
    const bomb = handMadeXlsx(sheetRows, { sheetDeclaredSize: 4_000_000_000 });
    expect(await failureCodeOf(checkXlsx(bomb, limits()))).toBe('import.unpackedTooLarge');
  });

  it('refuses a sheet that honestly unpacks past the cap, and one that lies about its size', async () => {
    const padding = Array.from({ length: 40_000 }, (_, i) => [`${i}`.padEnd(60, ' ')]);
    const big = handMadeXlsx([templateHeaders('en'), ...padding]);
    expect(await failureCodeOf(checkXlsx(big, limits({ maxUnpackedBytes: 1024 * 1024 })))).toBe(
      'import.unpackedTooLarge',
    );
    const liar = handMadeXlsx([templateHeaders('en'), ...padding], { sheetDeclaredSize: 10_000 });
    expect(await failureCodeOf(checkXlsx(liar, limits()))).toBe('import.notXlsx');
  });

  it('refuses a compression ratio no spreadsheet has', async () => {
    const zeros = Buffer.alloc(20 * 1024 * 1024, 0x20);
    const file = writeTestZip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: zeros },
    ]);
    expect(await failureCodeOf(checkXlsx(file, limits()))).toBe('import.unpackedTooLarge');
  });

  it('refuses an entry hidden between the entries the directory lists', async () => {
    const entries = [
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<worksheet/>') },
    ];
    expect(readZipDirectory(writeTestZip(entries), 100)).toHaveLength(3);
    const smuggled = writeTestZip([
      ...entries.slice(0, 2),
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.from('<worksheet>evil</worksheet>'), hidden: true },
      entries[2],
    ]);
    expect(() => readZipDirectory(smuggled, 100)).toThrow(ImportFileError);
    expect(await failureCodeOf(checkXlsx(smuggled, limits()))).toBe('import.notXlsx');
  });

  it('refuses a sheet whose declared dimension is over the row cap', async () => {
    const file = handMadeXlsx(sheetRows, { dimension: 'A1:AB200001' });
    expect(await failureCodeOf(checkXlsx(file, limits({ maxRows: 1000 })))).toBe('import.tooManyRows');
    expect(declaredDataRows('<dimension ref="A1:AB501"/>')).toBe(500);
    expect(declaredDataRows('<dimension ref="A1"/>')).toBe(0);
  });
});

describe('rules of thumb', () => {
  it('number rows without an order no deterministically from the file hash and row', () => {
    expect(generatedOrderNo('9f86d081884c7d659a2feaa0c55ad015', 12)).toBe('IMP9F86D081884C-12');
    expect(generatedOrderNo('9f86d081884c7d659a2feaa0c55ad015', 12)).toBe(
      generatedOrderNo('9f86d081884c7d659a2feaa0c55ad015', 12),
    );
  });

  it('take caps from the environment and the config, ignoring nonsense', () => {
    expect(resolveImportLimits({}, { IMPORT_MAX_ROWS: '5000' }).maxRows).toBe(5000);
    expect(resolveImportLimits({ maxRows: 10 }, { IMPORT_MAX_ROWS: '5000' }).maxRows).toBe(10);
    expect(resolveImportLimits({}, { IMPORT_MAX_ROWS: '-1' }).maxRows).toBe(DEFAULT_IMPORT_LIMITS.maxRows);
  });
});

describe('rupiah cells of an import row', () => {
  const areas = loadIndonesianAreas();
  const validator = rowValidatorOf({ id: 1, customerCode: 'C001', name: 'Demo' }, [
    ...areas.provinces.map((p) => ({ ...p, level: 1 })),
    ...areas.regencies.map((r) => ({ ...r, level: 2 })),
    ...areas.districts.map((d) => ({ ...d, level: 3 })),
  ]);
  const check = (overrides: Record<string, string>) => {
    const row: Record<string, string | number> = { ...sampleOrder(1, 'T-MONEY'), insured: 'N', ...overrides };
    return validator.check((field) => String(row[field] ?? ''));
  };
  const errorsOf = (overrides: Record<string, string>) => {
    const result = check(overrides);
    return result.ok ? [] : result.errors.map((error) => `${error.field}:${error.messageCode}`);
  };

  it('follow the order rules: whole rupiah, COD at most the Rp 5,000,000 cap', () => {
    expect(errorsOf({ codAmount: '0.5' })).toEqual(['codAmount:order.amountWhole']);
    expect(errorsOf({ declaredValue: '6000000', codAmount: '5000001' })).toEqual([
      'codAmount:order.amountRange',
    ]);
    expect(errorsOf({ declaredValue: '150000.25' })).toEqual(['declaredValue:order.amountWhole']);
    const atCap = check({ declaredValue: '6000000', codAmount: '5000000' });
    expect(atCap.ok && atCap.order.codAmount).toBe(5_000_000);
  });
});

describe('an unknown area of an import row', () => {
  const areas = loadIndonesianAreas();
  const records = [
    ...areas.provinces.map((p) => ({ ...p, level: 1 })),
    ...areas.regencies.map((r) => ({ ...r, level: 2 })),
    ...areas.districts.map((d) => ({ ...d, level: 3 })),
  ];
  const validator = rowValidatorOf({ id: 1, customerCode: 'C001', name: 'Demo' }, records);
  const regions = new RegionIndex(records);
  const errorsOf = (overrides: Record<string, string>) => {
    const cells: Record<string, string | number> = { ...sampleOrder(1, 'T-AREA'), ...overrides };
    const row: SheetRow = {
      rowNo: 2,
      values: new Map(Object.entries(cells).map(([key, value]) => [key, String(value)])),
      formulas: [],
    };
    return checkRow(row, { validator, regions, fileHash: 'f'.repeat(64), claimed: new Map() }).errors;
  };

  it('suggests the close official names, and says "did you mean" only when there is one (issue 35)', () => {
    const [close] = errorsOf({
      receiverProvince: 'DKI Jakarta',
      receiverCity: 'Jakarta Barat',
      receiverDistrict: 'Kebon Jerukk',
    });
    expect(close.messageCode).toBe('import.unknownDistrict');
    expect(errorMessage({ ...close, columnName: close.column }, 'en')).toMatch(/did you mean: Kebon Jeruk/);

    const [nothingClose] = errorsOf({ receiverProvince: 'Atlantis' });
    expect(nothingClose).toMatchObject({ column: 'receiverProvince', messageCode: 'order.provinceUnknown' });
    for (const lang of ['en', 'id', 'zh'] as const)
      expect(errorMessage({ ...nothingClose, columnName: nothingClose.column }, lang)).not.toMatch(
        /did you mean|maksud Anda|您是否要填/,
      );
    expect(errorMessage({ ...nothingClose, columnName: nothingClose.column }, 'en')).toBe(
      'Receiver province: there is no province named "Atlantis"',
    );
  });
});
