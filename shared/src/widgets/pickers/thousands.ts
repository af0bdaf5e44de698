/**
 * Keeps only digits and the first decimal point (commas and everything else stripped).
 * @example
 * keepNumeric('1,234a.5.6'); // '1234.56'
 */
export function keepNumeric(text: string): string {
  const digitsAndPoints = text.replace(/[^\d.]/g, '');
  const point = digitsAndPoints.indexOf('.');
  if (point === -1) return digitsAndPoints;
  return digitsAndPoints.slice(0, point + 1) + digitsAndPoints.slice(point + 1).replace(/\./g, '');
}

/**
 * Shows a numeric text in thousands-separated groups (the decimals stay as typed).
 * @example
 * groupThousands('1234567.891'); // '1,234,567.891'
 */
export function groupThousands(text: string): string {
  const [whole, decimals] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals === undefined ? grouped : `${grouped}.${decimals}`;
}

/**
 * Drops trailing characters that are not digits (a dangling '.').
 * @example
 * trimTrailingNonNumeric('12.'); // '12'
 */
export function trimTrailingNonNumeric(text: string): string {
  return text.replace(/\D+$/, '');
}
