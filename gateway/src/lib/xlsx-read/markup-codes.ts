/** Character codes of XML markup, the same as bytes (ASCII) and as UTF-16 code units. */
export const GT = 62;
export const SLASH = 47;
export const EQUALS = 61;
export const COLON = 58;
export const DOUBLE_QUOTE = 34;
export const SINGLE_QUOTE = 39;

/** Returned when the input ends inside the markup being read. */
export const INCOMPLETE = -1;

/** XML white space: space, line feed, carriage return, tab. */
export function isXmlSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9;
}

/** True for the code that ends an element or attribute name: `>`, `/` or white space. */
export function isNameEnd(code: number): boolean {
  return code === GT || code === SLASH || isXmlSpace(code);
}
