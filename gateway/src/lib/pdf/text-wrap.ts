/** Han, kana, Hangul, CJK punctuation and full-width forms: a line may break before and after each. */
const CJK = /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]/;
const ELLIPSIS = '…';

/**
 * Pieces a line may break between: a run of other characters with the spaces after it, or one
 * CJK character with the spaces after it.
 */
function breakUnits(paragraph: string): string[] {
  const units: string[] = [];
  let unit = '';
  for (const char of paragraph) {
    const isSpace = char === ' ' || char === '\t';
    const endsWithSpace = unit.endsWith(' ') || unit.endsWith('\t');
    if (unit && !isSpace && (endsWithSpace || CJK.test(char) || CJK.test(unit.slice(-1)))) {
      units.push(unit);
      unit = '';
    }
    unit += char;
  }
  if (unit) units.push(unit);
  return units;
}

/** The longest head of `text` (whole characters) that fits `width`, at least one character. */
function fittingHead(text: string, width: number, measure: (text: string) => number): string {
  const chars = [...text];
  let count = chars.length;
  while (count > 1 && measure(chars.slice(0, count).join('')) > width) count--;
  return chars.slice(0, count).join('');
}

/**
 * Wraps text into at most `maxLines` lines of `width` (greedy, breaking after spaces and around CJK
 * characters, cutting a word that is wider than a line); when text is left over, the last line
 * ends with an ellipsis. Lines keep no trailing space.
 *
 * @example
 * wrapLines('Jl. Sudirman No. 1', 40, (text) => text.length * 5, 2); // ['Jl. ', 'Sudirman…']
 */
export function wrapLines(
  text: string,
  width: number,
  measure: (text: string) => number,
  maxLines: number,
): string[] {
  const lines: string[] = [];
  let truncated = false;
  for (const paragraph of text.split('\n')) {
    let line = '';
    const units = breakUnits(paragraph);
    for (let i = 0; i < units.length; i++) {
      const unit = units[i];
      if (measure(`${line}${unit}`.trimEnd()) <= width) {
        line += unit;
        continue;
      }
      if (line) {
        lines.push(line.trimEnd());
        line = '';
        i--; // the unit starts the next line
      } else {
        const head = fittingHead(unit, width, measure);
        lines.push(head);
        if (head.length < unit.length) {
          units[i] = unit.slice(head.length);
          i--;
        }
      }
      if (lines.length > maxLines) break;
    }
    if (line) lines.push(line.trimEnd());
    if (lines.length > maxLines) break;
  }
  if (lines.length > maxLines) {
    lines.length = maxLines;
    truncated = true;
  }
  if (truncated) {
    let last = lines[maxLines - 1];
    while (last && measure(`${last}${ELLIPSIS}`) > width) last = [...last].slice(0, -1).join('').trimEnd();
    lines[maxLines - 1] = `${last}${ELLIPSIS}`;
  }
  return lines;
}
