import type { ZipEntry } from './zip-directory';
import { unreadable } from './unreadable';
import { XmlScanner, type XmlEvents } from './xml-scanner';
import type { XmlTag } from './xml-tag';
import type { ZipEntries } from './zip-entries';

/** The parts the import reads: the workbook's first sheet and its shared-string table, if any. */
export interface WorkbookParts {
  firstSheet: ZipEntry;
  sharedStrings: ZipEntry | null;
}

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const DEFAULT_SHARED_STRINGS = 'xl/sharedStrings.xml';
const SHARED_STRINGS_TYPE = /\/sharedStrings$/;
const NUMBERED_SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/i;

/** Collects elements of one local name with the attributes asked for (small parts only). */
class ElementCollector implements XmlEvents {
  readonly wantsText = false;
  readonly found: Record<string, string | undefined>[] = [];

  constructor(
    private readonly element: string,
    private readonly attributes: readonly string[],
    private readonly firstOnly: boolean,
  ) {}

  open(name: string, tag: XmlTag): void {
    if (name !== this.element || (this.firstOnly && this.found.length > 0)) return;
    this.found.push(Object.fromEntries(this.attributes.map((key) => [key, tag.attribute(key)])));
  }

  close(): void {}

  text(): void {}
}

async function collect(
  zip: ZipEntries,
  entry: ZipEntry,
  element: string,
  attributes: readonly string[],
  firstOnly = false,
): Promise<Record<string, string | undefined>[]> {
  const collector = new ElementCollector(element, attributes, firstOnly);
  const scanner = new XmlScanner(collector);
  scanner.write(await zip.text(entry));
  scanner.end();
  return collector.found;
}

/**
 * A relationship target as a part name: absolute (`/xl/worksheets/sheet1.xml`) or relative to the
 * workbook's folder (`worksheets/sheet1.xml`, `../xl/worksheets/sheet1.xml`).
 *
 * @example
 * resolvePartName('xl/workbook.xml', 'worksheets/sheet1.xml'); // 'xl/worksheets/sheet1.xml'
 */
export function resolvePartName(sourcePart: string, target: string): string {
  const segments = target.startsWith('/') ? [] : sourcePart.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return segments.join('/');
}

/** The sheet the import reads when the workbook does not name one: the lowest-numbered sheetN.xml. */
function lowestNumberedSheet(zip: ZipEntries): ZipEntry | undefined {
  const sheets = zip
    .names()
    .map((name) => ({ name, number: NUMBERED_SHEET.exec(name)?.[1] }))
    .filter((sheet) => sheet.number !== undefined)
    .sort((a, b) => Number(a.number) - Number(b.number));
  return sheets.length > 0 ? zip.find(sheets[0].name) : undefined;
}

/**
 * Finds the first sheet as Excel shows it: the first `<sheet>` of xl/workbook.xml, through its
 * `r:id` in xl/_rels/workbook.xml.rels; and the shared strings the relationships name (or
 * xl/sharedStrings.xml). Where the zip stores them does not matter. A workbook without sheets or
 * relationships falls back to the lowest-numbered xl/worksheets/sheetN.xml; a relationship that
 * names a missing part is unreadable.
 *
 * @example
 * const { firstSheet, sharedStrings } = await locateWorkbookParts(zip);
 */
export async function locateWorkbookParts(zip: ZipEntries): Promise<WorkbookParts> {
  const workbook = zip.find(WORKBOOK);
  const rels = zip.find(WORKBOOK_RELS);
  const [sheet] = workbook ? await collect(zip, workbook, 'sheet', [':id', 'id'], true) : [];
  const relationships = rels
    ? await collect(zip, rels, 'Relationship', ['Id', 'Type', 'Target', 'TargetMode'])
    : [];
  const internal = relationships.filter((rel) => rel.TargetMode !== 'External' && rel.Target);
  const partOf = (rel: Record<string, string | undefined>) => {
    const entry = zip.find(resolvePartName(WORKBOOK, rel.Target as string));
    if (!entry) throw unreadable();
    return entry;
  };

  const sheetId = sheet?.[':id'] ?? sheet?.id;
  const sheetRel = sheetId ? internal.find((rel) => rel.Id === sheetId) : undefined;
  const firstSheet = sheetRel ? partOf(sheetRel) : lowestNumberedSheet(zip);
  if (!firstSheet) throw unreadable();

  const stringsRel = internal.find((rel) => SHARED_STRINGS_TYPE.test(rel.Type ?? ''));
  const sharedStrings = stringsRel ? partOf(stringsRel) : (zip.find(DEFAULT_SHARED_STRINGS) ?? null);
  return { firstSheet, sharedStrings };
}
