import type { FetchedFile } from 'shared';

/** Saves a blob under a name (the browser's download). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Saves a file of shared's `postFile` / `getFile` under the name the server gives (or `fallbackName`).
 * @example
 * await saveFile(postFile('/customer-api/order/manage/export', filter), 'orders.xlsx');
 */
export async function saveFile(file: Promise<FetchedFile>, fallbackName: string): Promise<void> {
  const { blob, fileName } = await file;
  saveBlob(blob, fileName ?? fallbackName);
}
