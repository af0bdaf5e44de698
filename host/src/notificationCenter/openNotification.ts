import { getRuntimeConfig } from 'shared';

/** A path inside the portal (`/expressTracking?billCode=…`), never an address elsewhere. */
const PORTAL_PATH = /^\/[A-Za-z][A-Za-z0-9]*(?:\/[A-Za-z0-9_-]+)*(?:\?[A-Za-z0-9_.~%=&+,:-]*)?$/;

/**
 * Whether a notification's deep link may be followed: the gateway only stores portal paths, and
 * the page checks again, so a link can never send the user off the portal.
 * @example
 * isPortalPath('/expressTracking?billCode=JP0012345678'); // true
 * isPortalPath('//evil.example'); // false
 */
export function isPortalPath(link: string): boolean {
  return PORTAL_PATH.test(link);
}

/**
 * Lets the browser download a signed file link (a gateway path, so on the API base) under the
 * file's name.
 * @example
 * saveFrom('/customer-api/file/view/a1.xlsx?exp=…&sig=…', 'pesanan.xlsx');
 */
export function saveFrom(url: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = url.startsWith('/') ? `${getRuntimeConfig().apiBase}${url}` : url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}
