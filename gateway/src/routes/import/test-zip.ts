import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A minimal zip writer for tests: hand-made xlsx files (a 200,000-row sheet in a second) and crafted
 * ones (an entry that declares a size it does not have, a zip bomb).
 */
export interface TestZipEntry {
  name: string;
  data: Buffer;
  /** The uncompressed size written into the headers, when it should lie. */
  declaredSize?: number;
  /** Written as a local entry but left out of the central directory (a smuggled entry). */
  hidden?: boolean;
  /** Kept uncompressed (method 0), as SheetJS writes every entry. */
  stored?: boolean;
}

export function writeTestZip(entries: readonly TestZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const method = entry.stored ? 0 : 8;
    const compressed = entry.stored ? entry.data : deflateRawSync(entry.data);
    const crc = crc32(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, compressed);
    if (entry.hidden) {
      offset += 30 + name.length + compressed.length;
      continue;
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const listed = entries.filter((entry) => !entry.hidden).length;
  end.writeUInt16LE(listed, 8);
  end.writeUInt16LE(listed, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** 0 -> A, 25 -> Z, 26 -> AA. */
const columnLetter = (index: number): string =>
  (index >= 26 ? String.fromCharCode(64 + Math.floor(index / 26)) : '') +
  String.fromCharCode(65 + (index % 26));

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An xlsx of one sheet with inline strings, from rows of cell texts (the first row is the header).
 * `dimension` writes the `<dimension>` element a real Excel file has; `sheetDeclaredSize` makes the
 * sheet's headers claim another size.
 */
export function handMadeXlsx(
  rows: Iterable<readonly string[]>,
  opts: { dimension?: string; sheetDeclaredSize?: number } = {},
): Buffer {
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
    opts.dimension ? `<dimension ref="${opts.dimension}"/>` : '',
    '<sheetData>',
  ];
  let rowNo = 0;
  for (const row of rows) {
    rowNo += 1;
    const cells = row
      .map(
        (text, i) => `<c r="${columnLetter(i)}${rowNo}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`,
      )
      .join('');
    parts.push(`<row r="${rowNo}">${cells}</row>`);
  }
  parts.push('</sheetData></worksheet>');
  const sheet = Buffer.from(parts.join(''), 'utf8');
  const file = (text: string) => Buffer.from(text, 'utf8');
  return writeTestZip([
    {
      name: '[Content_Types].xml',
      data: file(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: file(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      ),
    },
    {
      name: 'xl/workbook.xml',
      data: file(
        '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Orders" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: file(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheet, declaredSize: opts.sheetDeclaredSize },
  ]);
}
