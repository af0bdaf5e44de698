/**
 * The page's Content-Security-Policy nonce. The static server answers every HTML page with a
 * policy whose `style-src` allows only the portal's origin and a nonce that changes with every
 * answer, and writes that nonce into the page as `<meta property="csp-nonce" nonce="...">`
 * (scripts/static-server.mjs). Styles the app writes at run time must carry it:
 * - antd's CSS-in-JS gets it through `ConfigProvider csp={{ nonce }}` (the host's PortalApp);
 * - some libraries write <style> elements without asking antd: @rc-component/portal's scroll
 *   locker (every Modal and Drawer) and @rc-component/util's scrollbar measure call `updateCSS`
 *   without a nonce. `installCspNonce` tags every <style> element created from script with the
 *   nonce, so those are allowed too. A <style> injected as HTML (a script-less injection) still is
 *   not: the parser does not go through `createElement`.
 */

/** The nonce of the page, or undefined when the page has none (tests, a parent platform's page). */
export function readCspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // browsers hide the attribute once the policy is applied; the property keeps it
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}

let installed: string | undefined;

/**
 * Reads the page's nonce and makes every <style> element created from script carry it. Call once,
 * first thing at start-up; returns the nonce (undefined without one, and then changes nothing).
 * @example
 * const nonce = installCspNonce();
 * <ConfigProvider csp={nonce ? { nonce } : undefined}>
 */
export function installCspNonce(doc: Document = document): string | undefined {
  const nonce = readCspNonce(doc);
  if (!nonce || installed) return installed ?? nonce;
  installed = nonce;
  const createElement = doc.createElement;
  doc.createElement = function createElementWithNonce(
    this: Document,
    tagName: string,
    options?: ElementCreationOptions,
  ): HTMLElement {
    const element = createElement.call(this, tagName, options);
    if (element instanceof HTMLStyleElement && !element.nonce) element.nonce = nonce;
    return element;
  } as Document['createElement'];
  return nonce;
}

/** The nonce installed by installCspNonce, if any. */
export function cspNonce(): string | undefined {
  return installed;
}
