/** Spec §9: default file-count limit of an upload. */
export const DEFAULT_UPLOAD_LIMIT = 10;

/** Bytes in one KB: the upload's `fileSize` is given in KB. */
export const BYTES_PER_KB = 1024;

/** The parts of a File the rules read. */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

/**
 * Spec §5: the file type must be in the accepted list. Entries are extensions ('.pdf'), MIME types
 * ('application/pdf') or MIME groups ('image/*'), compared case-insensitively; an empty or missing
 * list accepts every file.
 * @example
 * matchesAccept({ name: 'a.PDF', type: '', size: 1 }, ['.pdf', '.xlsx']); // true
 * matchesAccept({ name: 'a.png', type: 'image/png', size: 1 }, ['image/*']); // true
 */
export function matchesAccept(file: FileFacts, accept: readonly string[] | undefined): boolean {
  if (!accept || accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const mime = (file.type || '').toLowerCase();
  return accept.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return mime.startsWith(rule.slice(0, -1));
    return rule !== '' && mime === rule;
  });
}

/**
 * Spec §5: a size above the configured `fileSize` (in KB) is too large; no `fileSize` means no cap.
 * @example
 * isTooLarge({ name: 'a.pdf', type: '', size: 1024 * 1024 + 1 }, 1024); // true (over 1 MB)
 */
export function isTooLarge(file: FileFacts, fileSizeKb: number | undefined): boolean {
  return fileSizeKb !== undefined && fileSizeKb > 0 && file.size > fileSizeKb * BYTES_PER_KB;
}

/** What the count-limit warning shows (spec §5): the limit, the selected count and the total. */
export interface CountExcess {
  limit: number;
  selected: number;
  total: number;
}

/**
 * Spec §5: choosing files beyond the count limit is refused; returns the figures for the warning,
 * or undefined when the selection fits.
 * @example
 * countExcess(2, 2, 3); // { limit: 3, selected: 2, total: 4 }
 * countExcess(1, 2, 3); // undefined
 */
export function countExcess(existing: number, selected: number, limit: number): CountExcess | undefined {
  const total = existing + selected;
  return total > limit ? { limit, selected, total } : undefined;
}

/**
 * A size in KB as a short text for hints: '500 KB', '2 MB'.
 * @example
 * formatKb(2048); // '2 MB'
 */
export function formatKb(kb: number): string {
  if (kb >= BYTES_PER_KB) return `${Number((kb / BYTES_PER_KB).toFixed(1))} MB`;
  return `${kb} KB`;
}

/**
 * Reads the url and name of an upload answer by the configured keys (spec §3); a missing name
 * falls back to the local file name. Throws when the answer has no url.
 * @example
 * readUploadAnswer({ path: '/f/1', title: 'a.pdf' }, 'path', 'title', 'local.pdf'); // { url: '/f/1', name: 'a.pdf' }
 */
export function readUploadAnswer(
  answer: unknown,
  urlKey: string,
  nameKey: string,
  fallbackName: string,
): { url: string; name: string } {
  const record = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  const url = record[urlKey];
  if (typeof url !== 'string' || url === '') throw new Error(`upload answer without ${urlKey}`);
  const name = record[nameKey];
  return { url, name: typeof name === 'string' && name !== '' ? name : fallbackName };
}
