import type { Translated } from '../../i18n/language';
import type { SheetCellValue } from '../../lib/xlsx-read/sheet-cell-value';
import { ADDRESS_FILE_HEADERS } from './address-book.export-texts';

/** The columns of an address file, in the template's order: key, and the headers it is known by. */
export const ADDRESS_FILE_COLUMNS = [
  { key: 'name', headers: ADDRESS_FILE_HEADERS.name, width: 24 },
  { key: 'phone', headers: ADDRESS_FILE_HEADERS.phone, width: 18 },
  { key: 'province', headers: ADDRESS_FILE_HEADERS.province, width: 22 },
  { key: 'city', headers: ADDRESS_FILE_HEADERS.city, width: 22 },
  { key: 'district', headers: ADDRESS_FILE_HEADERS.district, width: 20 },
  { key: 'districtCode', headers: ADDRESS_FILE_HEADERS.districtCode, width: 14 },
  { key: 'address', headers: ADDRESS_FILE_HEADERS.address, width: 40 },
  { key: 'postalCode', headers: ADDRESS_FILE_HEADERS.postalCode, width: 10 },
] as const satisfies readonly { key: string; headers: Translated; width: number }[];

export type AddressFileKey = (typeof ADDRESS_FILE_COLUMNS)[number]['key'];
export type AddressFileRow = Record<AddressFileKey, string>;

/** At most this many rows in one address file (a book is kept by hand; bigger lists are imports of orders). */
export const ADDRESS_FILE_MAX_ROWS = 10_000;
/** At most this many bytes in one address file. */
export const ADDRESS_FILE_MAX_BYTES = 5 * 1024 * 1024;

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** Each column key by the position of its header (any of the seven languages, any case); unknown headers are left out. */
export function columnsOfHeader(cells: readonly SheetCellValue[]): Map<number, AddressFileKey> {
  const byHeader = new Map<string, AddressFileKey>();
  for (const column of ADDRESS_FILE_COLUMNS)
    for (const header of Object.values(column.headers)) byHeader.set(normalise(header), column.key);
  const columns = new Map<number, AddressFileKey>();
  cells.forEach((cell, index) => {
    const key = typeof cell === 'string' ? byHeader.get(normalise(cell)) : undefined;
    if (key && ![...columns.values()].includes(key)) columns.set(index, key);
  });
  return columns;
}

/** The columns a file must have: name, phone, street address, and a district (code or name). */
export function missingColumns(columns: ReadonlyMap<number, AddressFileKey>): AddressFileKey[] {
  const present = new Set(columns.values());
  const missing: AddressFileKey[] = (['name', 'phone', 'address'] as const).filter(
    (key) => !present.has(key),
  );
  if (!present.has('districtCode') && !present.has('district')) missing.push('district');
  return missing;
}

/** A cell as text: a number typed for a phone lost its leading 0 in Excel and gets it back. */
function cellText(cell: SheetCellValue, key: AddressFileKey): string {
  if (cell === undefined || cell === null) return '';
  if (typeof cell === 'object') return '';
  if (typeof cell === 'number' && key === 'phone') {
    const digits = String(cell);
    return digits.startsWith('8') ? `0${digits}` : digits;
  }
  return String(cell).trim();
}

/** Whether a row has a formula cell (refused: formula injection). */
export function hasFormula(cells: readonly SheetCellValue[]): boolean {
  return cells.some((cell) => typeof cell === 'object' && cell !== null && 'formula' in cell);
}

/** One data row as an address (every key present, '' when empty), or null for an empty row. */
export function addressOfRow(
  cells: readonly SheetCellValue[],
  columns: ReadonlyMap<number, AddressFileKey>,
): AddressFileRow | null {
  const row = Object.fromEntries(ADDRESS_FILE_COLUMNS.map((column) => [column.key, ''])) as AddressFileRow;
  for (const [index, key] of columns) row[key] = cellText(cells[index], key);
  return Object.values(row).some((value) => value !== '') ? row : null;
}

/** The phone shown in a list: the middle digits hidden (0812****7890). */
export function maskedPhone(phone: string): string {
  if (phone.length <= 6) return phone;
  return `${phone.slice(0, 4)}${'*'.repeat(Math.max(2, phone.length - 8))}${phone.slice(-4)}`;
}
