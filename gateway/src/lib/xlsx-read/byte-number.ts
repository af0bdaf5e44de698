/** Powers of ten a double holds exactly: dividing an exact integer by one is correctly rounded. */
const EXACT_POWERS_OF_TEN = Array.from({ length: 23 }, (_, k) => 10 ** k);
const MAX_EXACT_INTEGER = 2 ** 53;

/**
 * `Number.parseFloat` of the ASCII text between two positions, computed in place for plain
 * decimals (`-12.5`, `0.6`, `100000`): an integer below 2^53 divided by an exact power of ten is the
 * correctly rounded value, the same as parseFloat gives (Clinger's fast path). Other text
 * (exponents, spaces, entities) goes through `fallback` with the text.
 *
 * @example
 * parseFloatAt(Buffer.from('0.5'), 0, 3, (text) => Number.parseFloat(text)); // 0.5
 */
export function parseFloatAt(
  b: Uint8Array,
  start: number,
  end: number,
  fallback: (start: number, end: number) => number,
): number {
  let i = start;
  const negative = b[i] === 45; /* - */
  if (negative) i += 1;
  let mantissa = 0;
  let digits = 0;
  let fractionDigits = -1;
  for (; i < end; i += 1) {
    const code = b[i];
    if (code === 46 /* . */ && fractionDigits < 0) {
      fractionDigits = 0;
      continue;
    }
    const digit = code - 48;
    if (digit < 0 || digit > 9) return fallback(start, end);
    mantissa = mantissa * 10 + digit;
    digits += 1;
    if (fractionDigits >= 0) fractionDigits += 1;
  }
  if (digits === 0 || mantissa >= MAX_EXACT_INTEGER || fractionDigits > 22) return fallback(start, end);
  const value = fractionDigits > 0 ? mantissa / EXACT_POWERS_OF_TEN[fractionDigits] : mantissa;
  return negative ? -value : value;
}

/**
 * `Number.parseInt(text, 10)` of the text between two positions, in place for plain digits;
 * anything else goes through `fallback`.
 */
export function parseIntAt(
  b: Uint8Array,
  start: number,
  end: number,
  fallback: (start: number, end: number) => number,
): number {
  let value = 0;
  if (end - start > 15 || end === start) return fallback(start, end);
  for (let i = start; i < end; i += 1) {
    const digit = b[i] - 48;
    if (digit < 0 || digit > 9) return fallback(start, end);
    value = value * 10 + digit;
  }
  return value;
}
