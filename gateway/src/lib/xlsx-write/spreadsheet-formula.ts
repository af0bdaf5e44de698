/**
 * Formula injection in spreadsheet exports (CSV injection): a text cell that starts with = + - @,
 * a tab or a line break runs as a formula once a user edits it, pastes it or saves the sheet as CSV
 * (`=HYPERLINK("http://evil","click")`, `=cmd|...`). Every export the gateway writes (order lists,
 * the import error file, the destination summary) passes its text cells through neutraliseFormula,
 * the same way; the import reads our own prefix back off (restoreNeutralised), so an error file
 * fixed and uploaded again imports what the shipper typed.
 */

/** First characters that make a spreadsheet (or a CSV made from it) read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r\n]/;

/**
 * Text that cannot run as a formula: a cell starting with = + - @ tab or a line break gets a
 * leading apostrophe. Values are written as text cells anyway; the apostrophe also protects a
 * copy pasted or saved as CSV. Anything but a string (numbers, dates, empty cells) is returned as
 * it is.
 *
 * @example
 * neutraliseFormula('=HYPERLINK("http://x")'); // "'=HYPERLINK(\"http://x\")"
 * neutraliseFormula(-5); // -5 (a number cell is not a formula)
 */
export function neutraliseFormula<T>(value: T): T {
  return (typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value) as T;
}

/**
 * The text an exported cell held before neutraliseFormula: one leading apostrophe before a formula
 * character is removed; every other text is returned unchanged.
 *
 * @example
 * restoreNeutralised("'+6281234567890"); // '+6281234567890'
 * restoreNeutralised("'hello"); // "'hello"
 */
export function restoreNeutralised(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
