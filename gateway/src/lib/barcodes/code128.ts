/**
 * Code 128 encoder for printable ASCII: code set B for text, code set C for runs of four or more
 * digits (two per symbol). Widths in modules, bar first, as bwip-js's raw `sbs`; the quiet zones
 * are the drawer's. Text outside printable ASCII answers undefined (the caller uses bwip-js).
 */

/** Bar and space widths of symbol values 0-102, then Start A, Start B, Start C, Stop. */
// prettier-ignore
const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
].map((pattern) => [...pattern].map(Number));

const START_B = 104;
const START_C = 105;
const CODE_C = 99;
const CODE_B = 100;
const STOP = 106;
/** A digit run this long or longer is worth code set C. */
const MIN_C_RUN = 4;

const isDigit = (code: number) => code >= 48 && code <= 57;

function digitRun(text: string, from: number): number {
  let end = from;
  while (end < text.length && isDigit(text.charCodeAt(end))) end++;
  return end - from;
}

/** Symbol values of `text` from the start symbol to the check symbol. */
function symbolValues(text: string): number[] {
  const values: number[] = [];
  let set: 'B' | 'C' | undefined;
  let i = 0;
  while (i < text.length) {
    const run = digitRun(text, i);
    const wholeTextIsDigits = i === 0 && run === text.length && run >= 2;
    if (run >= MIN_C_RUN || wholeTextIsDigits) {
      // an odd run leaves its first digit in code set B
      if (run % 2 === 1) {
        if (set !== 'B') values.push(set === undefined ? START_B : CODE_B);
        set = 'B';
        values.push(text.charCodeAt(i) - 32);
        i++;
      }
      if (set !== 'C') values.push(set === undefined ? START_C : CODE_C);
      set = 'C';
      const end = i + run - (run % 2);
      for (; i < end; i += 2) values.push(Number(text.slice(i, i + 2)));
      continue;
    }
    if (set !== 'B') values.push(set === undefined ? START_B : CODE_B);
    set = 'B';
    values.push(text.charCodeAt(i) - 32);
    i++;
  }
  const check = values.reduce((sum, value, position) => sum + value * Math.max(1, position), 0) % 103;
  values.push(check);
  return values;
}

/**
 * Bar and space widths of `text` as Code 128, or undefined when it holds anything but printable
 * ASCII.
 *
 * @example
 * encodeCode128('JP20260000017')?.modules; // 123
 */
export function encodeCode128(text: string): { widths: number[]; modules: number } | undefined {
  if (!text || !/^[\x20-\x7e]+$/.test(text)) return undefined;
  const widths = [...symbolValues(text), STOP].flatMap((value) => PATTERNS[value]);
  return { widths, modules: widths.reduce((sum, width) => sum + width, 0) };
}
