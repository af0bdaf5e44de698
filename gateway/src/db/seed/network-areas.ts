import fs from 'node:fs';
import path from 'node:path';

/** One administrative area of `idn-area-data`: `code` like `31.71`, `parentCode` `31` (none for provinces). */
export interface AreaRecord {
  code: string;
  parentCode: string | null;
  name: string;
}

/** The official lists the seed loads (villages are left out: the pickers stop at districts). */
export interface IndonesianAreas {
  provinces: AreaRecord[];
  regencies: AreaRecord[];
  districts: AreaRecord[];
}

/**
 * Splits CSV text into rows of fields (RFC 4180: quoted fields, doubled quotes, CRLF or LF).
 *
 * @example
 * parseCsv('code,name\n35.29.22,"Ra""as"\n'); // [['code', 'name'], ['35.29.22', 'Ra"as']]
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      if (row.length > 1 || row[0] !== '') rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** The folder of CSV files inside the installed `idn-area-data` package. */
export function areaDataDir(): string {
  return path.join(path.dirname(require.resolve('idn-area-data/package.json')), 'data');
}

function readAreaCsv(file: string, hasParent: boolean): AreaRecord[] {
  const [header, ...rows] = parseCsv(fs.readFileSync(path.join(areaDataDir(), file), 'utf8'));
  const codeAt = header.indexOf('code');
  const nameAt = header.indexOf('name');
  const parentAt = hasParent ? header.findIndex((column) => column.endsWith('_code')) : -1;
  if (codeAt < 0 || nameAt < 0 || (hasParent && parentAt < 0))
    throw new Error(`idn-area-data: unexpected columns in ${file}: ${header.join(',')}`);
  return rows.map((fields) => ({
    code: fields[codeAt],
    parentCode: parentAt >= 0 ? fields[parentAt] : null,
    name: fields[nameAt],
  }));
}

/**
 * Provinces, regencies and districts of Indonesia as shipped by `idn-area-data` (its CSV files).
 *
 * @example
 * const { provinces } = loadIndonesianAreas();
 * provinces.find((p) => p.code === '31')?.name; // 'Daerah Khusus Ibukota Jakarta'
 */
export function loadIndonesianAreas(): IndonesianAreas {
  return {
    provinces: readAreaCsv('provinces.csv', false),
    regencies: readAreaCsv('regencies.csv', true),
    districts: readAreaCsv('districts.csv', true),
  };
}
