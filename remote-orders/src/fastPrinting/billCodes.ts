/**
 * Waybill numbers out of pasted text: split on lines, commas, semicolons and spaces, trimmed,
 * upper-cased, each once, in the order given.
 * @example
 * splitBillCodes('jp1, JP2\nJP1'); // ['JP1', 'JP2']
 */
export function splitBillCodes(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;，；]+/)
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
}
