import { saveBlob, type FetchedFile } from 'shared';

/**
 * Saves a file of shared's `postFile` / `getFile` under the name the server gives (or `fallbackName`).
 * @example
 * await saveFile(postFile('/customer-api/import/template'), 'order-import-template.xlsx');
 */
export async function saveFile(file: Promise<FetchedFile>, fallbackName: string): Promise<void> {
  const { blob, fileName } = await file;
  saveBlob(blob, fileName ?? fallbackName);
}
