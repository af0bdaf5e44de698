/**
 * Text of an xlsx part as the workbook means it: XML entities (`&amp;`, `&#233;`, `&#xE9;`) and
 * the spreadsheet escapes `_xHHHH_` (Excel writes a carriage return in a cell as `_x000D_`).
 */

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

const ENTITY = /&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g;
const SPREADSHEET_ESCAPE = /_x([0-9a-fA-F]{4})_/g;

function charOfCode(code: number, original: string): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : original;
}

function entityText(original: string, body: string): string {
  if (body.charCodeAt(0) !== 35 /* # */) return NAMED_ENTITIES[body] ?? original;
  const hex = body.charCodeAt(1) === 120; /* x */
  return charOfCode(Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10), original);
}

/**
 * Replaces the XML entities of a piece of character data; an unknown or invalid one stays as written.
 *
 * @example
 * decodeXmlEntities('Fish &amp; chips &#8364;5'); // 'Fish & chips €5'
 */
export function decodeXmlEntities(raw: string): string {
  return raw.indexOf('&') < 0 ? raw : raw.replace(ENTITY, entityText);
}

/**
 * Undoes the escapes of a spreadsheet string (ECMA-376 ST_Xstring): `_x000D_` is a carriage return,
 * `_x005F_` an underscore (so `_x005F_x000D_` is the literal text `_x000D_`).
 *
 * @example
 * decodeSpreadsheetEscapes('line 1_x000D_\nline 2'); // 'line 1\r\nline 2'
 */
export function decodeSpreadsheetEscapes(text: string): string {
  if (text.indexOf('_x') < 0) return text;
  return text.replace(SPREADSHEET_ESCAPE, (_match, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}
