import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from './limits';
import { failureCodeOf } from './test-failure-code';
import { writeTestZip } from './test-zip';
import { ZipEntries } from './zip-entries';

const limits = (overrides: Partial<ImportLimits> = {}): ImportLimits => ({
  ...DEFAULT_IMPORT_LIMITS,
  ...overrides,
});

const text = (size: number, seed = 'ab') =>
  Buffer.from(seed.repeat(Math.ceil(size / seed.length)).slice(0, size));

describe('zip entries', () => {
  it('are found by name (exact, or case-insensitive) and inflated in chunks, stored or deflated', async () => {
    const big = text(300_000, 'order-');
    const zip = new ZipEntries(
      writeTestZip([
        { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>'), stored: true },
        { name: 'xl/worksheets/sheet1.xml', data: big },
      ]),
      limits(),
    );
    expect(await zip.text(zip.find('xl/workbook.xml')!)).toBe('<workbook/>');
    expect(zip.find('XL/Workbook.xml')?.name).toBe('xl/workbook.xml');
    expect(zip.find('xl/sharedStrings.xml')).toBeUndefined();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.inflate(zip.find('xl/worksheets/sheet1.xml')!)) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1);
    expect(Buffer.concat(chunks).equals(big)).toBe(true);
    expect(zip.unpackedBytes).toBe(big.length + '<workbook/>'.length);
  });

  it('count every inflated byte against the unpacked cap, across entries', async () => {
    const file = writeTestZip([
      { name: 'a.xml', data: text(600_000) },
      { name: 'b.xml', data: text(600_000) },
    ]);
    const zip = new ZipEntries(file, limits({ maxUnpackedBytes: 1_000_000 }));
    await zip.text(zip.find('a.xml')!);
    expect(await failureCodeOf(zip.text(zip.find('b.xml')!))).toBe('import.unpackedTooLarge');
  });

  it('refuse an entry that inflates past its declared size, or short of it, as unreadable', async () => {
    const liar = writeTestZip([{ name: 'a.xml', data: text(200_000), declaredSize: 1000 }]);
    const zip = new ZipEntries(liar, limits());
    expect(await failureCodeOf(zip.text(zip.find('a.xml')!))).toBe('import.unreadable');
    const short = writeTestZip([{ name: 'a.xml', data: text(1000), declaredSize: 5000 }]);
    const shortZip = new ZipEntries(short, limits());
    expect(await failureCodeOf(shortZip.text(shortZip.find('a.xml')!))).toBe('import.unreadable');
  });

  it('refuse a broken deflate stream and a broken directory as unreadable', async () => {
    const file = writeTestZip([{ name: 'a.xml', data: text(5000, 'xyz') }]);
    const broken = Buffer.from(file);
    broken[30 + 'a.xml'.length + 2] ^= 0xff; // inside the deflate data
    const zip = new ZipEntries(broken, limits());
    expect(await failureCodeOf(zip.text(zip.find('a.xml')!))).toBe('import.unreadable');
    expect(await failureCodeOf(() => new ZipEntries(file.subarray(0, file.length - 5), limits()))).toBe(
      'import.unreadable',
    );
  });
});
