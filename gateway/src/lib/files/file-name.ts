/**
 * Bidirectional controls (U+202A-U+202E embeddings and overrides, U+2066-U+2069 isolates): a
 * right-to-left override makes 'invoice\u202Efdp.exe' show as 'invoiceexe.pdf'. C0 controls and
 * DEL go too.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it removes
const UNSAFE_NAME_CHARACTERS = /[\u202A-\u202E\u2066-\u2069\u0000-\u001F\u007F]/g;

/** Longest file name kept (the file_name / name columns). */
export const MAX_FILE_NAME_LENGTH = 255;

/**
 * The name an uploaded file is stored under, cleaned once where the upload is read: without
 * bidirectional or control characters, trimmed, at most 255 characters; `fallback` when nothing
 * is left.
 *
 * @example
 * uploadedFileName('invoice\u202Efdp.exe', 'file'); // 'invoicefdp.exe'
 * uploadedFileName(undefined, 'orders.xlsx'); // 'orders.xlsx'
 */
export function uploadedFileName(raw: string | undefined, fallback: string): string {
  const cleaned = (raw ?? '').replace(UNSAFE_NAME_CHARACTERS, '').trim().slice(0, MAX_FILE_NAME_LENGTH);
  return cleaned || fallback;
}
