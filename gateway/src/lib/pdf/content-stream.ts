/**
 * A number as PDF content writes it: rounded to 1/1000 pt (far below any printer's dot), no
 * exponent, no negative zero.
 *
 * @example
 * pdfNumber(283.46456692913387); // '283.465'
 */
export function pdfNumber(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return rounded === 0 ? '0' : String(rounded);
}

/**
 * Operators of a PDF content stream gathered as text, handed to pdfkit as one chunk per label.
 * pdfkit turns every operator it writes itself into its own small byte array (a loop over the
 * string's characters) and keeps them in a list until the page ends; one chunk per label skips
 * that churn.
 *
 * @example
 * const content = new ContentStream();
 * content.push(`0 0 10 10 re f`);
 * doc.addContent(content.take());
 */
export class ContentStream {
  private readonly operators: string[] = [];

  push(operator: string): void {
    this.operators.push(operator);
  }

  /** The operators so far as bytes (PDF content is ASCII here: glyphs are hex strings); clears them. */
  take(): Buffer {
    const bytes = Buffer.from(`${this.operators.join('\n')}\n`, 'latin1');
    this.operators.length = 0;
    return bytes;
  }
}
