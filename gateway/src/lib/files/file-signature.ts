/** What a file's bytes say it is, by magic numbers (zip containers by their entry names). */
export type DetectedKind =
  'jpeg' | 'png' | 'gif' | 'webp' | 'pdf' | 'xlsx' | 'docx' | 'ole' | 'text' | 'unknown';

/** The upload's accepted extensions, each with the content kind it must have and the type it is served as. */
export const ACCEPTED_FILE_TYPES = {
  jpg: { kind: 'jpeg', contentType: 'image/jpeg' },
  jpeg: { kind: 'jpeg', contentType: 'image/jpeg' },
  png: { kind: 'png', contentType: 'image/png' },
  gif: { kind: 'gif', contentType: 'image/gif' },
  webp: { kind: 'webp', contentType: 'image/webp' },
  pdf: { kind: 'pdf', contentType: 'application/pdf' },
  xlsx: { kind: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  xls: { kind: 'ole', contentType: 'application/vnd.ms-excel' },
  csv: { kind: 'text', contentType: 'text/csv; charset=utf-8' },
  docx: {
    kind: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  txt: { kind: 'text', contentType: 'text/plain; charset=utf-8' },
} as const satisfies Record<string, { kind: DetectedKind; contentType: string }>;

export type AcceptedExtension = keyof typeof ACCEPTED_FILE_TYPES;

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);
const ascii = (text: string) => [...Buffer.from(text, 'latin1')];

function isUtf8Text(data: Buffer): boolean {
  // Control characters other than tab, LF, FF and CR do not occur in text or CSV files.
  for (const byte of data)
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(data);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads the kind of a file from its first bytes (and, for zip containers, their entry names).
 *
 * @example
 * detectKind(Buffer.from('%PDF-1.7 ...')); // 'pdf'
 * detectKind(Buffer.from('name,weight\nKopi,0.5\n')); // 'text'
 */
export function detectKind(data: Buffer): DetectedKind {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, ascii('GIF87a')) || startsWith(data, ascii('GIF89a'))) return 'gif';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(data, ascii('%PDF-'))) return 'pdf';
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) {
    // Entry names are stored uncompressed in the local and central directory headers.
    if (data.includes('[Content_Types].xml') && data.includes('xl/workbook.xml')) return 'xlsx';
    if (data.includes('[Content_Types].xml') && data.includes('word/document.xml')) return 'docx';
    return 'unknown';
  }
  return isUtf8Text(data) ? 'text' : 'unknown';
}

/** The lower-case extension of a file name, or '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/**
 * The accepted type of an uploaded file, or null when its extension is not accepted or its
 * content is not what the extension claims (a renamed binary).
 *
 * @example
 * acceptedFileType('photo.png', pngBytes); // { extension: 'png', contentType: 'image/png' }
 * acceptedFileType('photo.png', Buffer.from('MZ...')); // null
 */
export function acceptedFileType(
  fileName: string,
  data: Buffer,
): { extension: AcceptedExtension; contentType: string } | null {
  const extension = extensionOf(fileName);
  if (!Object.hasOwn(ACCEPTED_FILE_TYPES, extension)) return null;
  const accepted = ACCEPTED_FILE_TYPES[extension as AcceptedExtension];
  if (detectKind(data) !== accepted.kind) return null;
  return { extension: extension as AcceptedExtension, contentType: accepted.contentType };
}
