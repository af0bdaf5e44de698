import { writeTestZip } from './test-zip';

/**
 * Hand-made xlsx files for tests, written part by part on ./test-zip.ts: a 200,000-row sheet in a
 * second, a workbook whose sheets are stored in another order than listed, the layout SheetJS
 * writes. Crafted parts (a missing sheet, a lying size) are written by the tests themselves with
 * `xmlPart` and the namespaces below.
 */

/** The namespace of workbook and worksheet elements. */
export const SPREADSHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
/** The namespace of `<Relationships>` parts. */
export const PACKAGE_RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
/** The namespace of `r:id` attributes, and the prefix of relationship types (`…/worksheet`). */
export const OFFICE_RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** An XML part: the declaration Excel writes, then `body`. */
export const xmlPart = (body: string): Buffer =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${body}`, 'utf8');

/** 0 -> A, 25 -> Z, 26 -> AA. */
export const columnLetter = (index: number): string =>
  (index >= 26 ? String.fromCharCode(64 + Math.floor(index / 26)) : '') +
  String.fromCharCode(65 + (index % 26));

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A cell holding `text` as an inline string, at `ref` ('B7'). */
export const inlineStringCell = (ref: string, text: string): string =>
  `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`;

/** A worksheet part around `sheetData` (its `<row>` elements), with a `<dimension>` if given. */
export function worksheetPart(sheetData: string, opts: { dimension?: string } = {}): Buffer {
  const dimension = opts.dimension ? `<dimension ref="${opts.dimension}"/>` : '';
  return xmlPart(
    `<worksheet xmlns="${SPREADSHEET_NS}">${dimension}<sheetData>${sheetData}</sheetData></worksheet>`,
  );
}

/** A worksheet of inline strings from rows of cell texts, numbered from 1. */
export function inlineStringSheet(
  rows: Iterable<readonly string[]>,
  opts: { dimension?: string } = {},
): Buffer {
  const xmlRows: string[] = [];
  for (const row of rows) {
    const rowNo = xmlRows.length + 1;
    const cells = row.map((text, i) => inlineStringCell(`${columnLetter(i)}${rowNo}`, text)).join('');
    xmlRows.push(`<row r="${rowNo}">${cells}</row>`);
  }
  return worksheetPart(xmlRows.join(''), opts);
}

const packagePart = (body: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${body}`, 'utf8');

/** The parts of a one-sheet workbook besides its sheet (xl/worksheets/sheet1.xml, named 'Orders'). */
const ONE_SHEET_PARTS = {
  contentTypes: packagePart(
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  ),
  rootRelationships: packagePart(
    `<Relationships xmlns="${PACKAGE_RELATIONSHIPS_NS}"><Relationship Id="rId1" Type="${OFFICE_RELATIONSHIPS_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ),
  workbook: packagePart(
    `<workbook xmlns="${SPREADSHEET_NS}" xmlns:r="${OFFICE_RELATIONSHIPS_NS}"><sheets><sheet name="Orders" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ),
  workbookRelationships: packagePart(
    `<Relationships xmlns="${PACKAGE_RELATIONSHIPS_NS}"><Relationship Id="rId1" Type="${OFFICE_RELATIONSHIPS_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  ),
};

/**
 * An xlsx of one sheet with inline strings, from rows of cell texts (the first row is the header).
 * `dimension` writes the `<dimension>` element a real Excel file has; `sheetDeclaredSize` makes the
 * sheet's headers claim another size.
 */
export function handMadeXlsx(
  rows: Iterable<readonly string[]>,
  opts: { dimension?: string; sheetDeclaredSize?: number } = {},
): Buffer {
  return writeTestZip([
    { name: '[Content_Types].xml', data: ONE_SHEET_PARTS.contentTypes },
    { name: '_rels/.rels', data: ONE_SHEET_PARTS.rootRelationships },
    { name: 'xl/workbook.xml', data: ONE_SHEET_PARTS.workbook },
    { name: 'xl/_rels/workbook.xml.rels', data: ONE_SHEET_PARTS.workbookRelationships },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: inlineStringSheet(rows, { dimension: opts.dimension }),
      declaredSize: opts.sheetDeclaredSize,
    },
  ]);
}

/**
 * A one-sheet xlsx laid out as SheetJS writes one: every entry stored (not deflated), the sheet
 * after the theme and styles and before the workbook, the package parts last.
 */
export function sheetJsLikeXlsx(sheet: Buffer): Buffer {
  const layout: [string, Buffer][] = [
    ['xl/_rels/workbook.xml.rels', ONE_SHEET_PARTS.workbookRelationships],
    ['xl/theme/theme1.xml', xmlPart(`<a:theme xmlns:a="urn:theme"><!--${'t'.repeat(7000)}--></a:theme>`)],
    ['xl/styles.xml', xmlPart(`<styleSheet xmlns="${SPREADSHEET_NS}"/>`)],
    ['xl/worksheets/sheet1.xml', sheet],
    ['xl/workbook.xml', ONE_SHEET_PARTS.workbook],
    ['_rels/.rels', ONE_SHEET_PARTS.rootRelationships],
    ['docProps/app.xml', xmlPart('<Properties/>')],
    ['[Content_Types].xml', ONE_SHEET_PARTS.contentTypes],
  ];
  return writeTestZip(layout.map(([name, data]) => ({ name, data, stored: true })));
}

/**
 * An xlsx whose workbook lists its sheets in the order given (the first is the one Excel shows and
 * the import reads), each stored at its own part name, in part-name order as Excel stores them.
 */
export function workbookOfSheets(sheets: readonly { part: string; data: Buffer }[]): Buffer {
  const listed = sheets
    .map((_, i) => `<sheet name="Sheet ${i + 1}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('');
  const targets = sheets
    .map(
      ({ part }, i) =>
        `<Relationship Id="rId${i + 1}" Type="${OFFICE_RELATIONSHIPS_NS}/worksheet" Target="${part.replace('xl/', '')}"/>`,
    )
    .join('');
  return writeTestZip([
    {
      name: '[Content_Types].xml',
      data: xmlPart('<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    },
    {
      name: 'xl/workbook.xml',
      data: xmlPart(
        `<workbook xmlns="${SPREADSHEET_NS}" xmlns:r="${OFFICE_RELATIONSHIPS_NS}"><sheets>${listed}</sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: xmlPart(`<Relationships xmlns="${PACKAGE_RELATIONSHIPS_NS}">${targets}</Relationships>`),
    },
    ...[...sheets]
      .sort((a, b) => a.part.localeCompare(b.part))
      .map(({ part, data }) => ({ name: part, data })),
  ]);
}
