/**
 * Lets the browser save a fetched file under its name (an object URL on a hidden link, revoked
 * once the browser has taken it).
 * @example
 * const { blob } = await fetchSignedFile(link.url);
 * saveBlob(blob, link.fileName);
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
