/**
 * The local label-printing helper (spec §7): a plugin program on the shipper's computer that serves
 * its script on local port 8000 or 18000. Loaded on demand with a short timeout; when neither port
 * answers, the caller falls back to the PDF.
 */

/** Where the helper serves its script, tried in this order. */
export const LOCAL_PRINTER_SCRIPTS = [
  'http://localhost:8000/CLodopfuncs.js',
  'http://localhost:18000/CLodopfuncs.js',
];

/** A port that does not answer within this time is taken as absent. */
export const LOCAL_PRINTER_TIMEOUT_MS = 1500;

/** The part of the helper's API the portal uses. */
export interface LocalPrinter {
  SET_LICENSES(owner: string, key: string, ownerEn: string, keyEn: string): void;
  PRINT_INIT(jobName: string): void;
  ADD_PRINT_PDF(top: number, left: number, width: string, height: string, base64Pdf: string): void;
  PRINT(): boolean;
}

declare global {
  interface Window {
    getCLodop?: () => LocalPrinter | undefined;
  }
}

/** Licence of the helper (set per deployment; empty runs it unlicensed, with its watermark). */
export const LOCAL_PRINTER_LICENSE = { owner: '', key: '', ownerEn: '', keyEn: '' };

/** Adds a script tag and resolves whether it loaded within `timeoutMs`. */
export function loadScript(src: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    const finish = (loaded: boolean) => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      if (!loaded) script.remove();
      resolve(loaded);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    script.onload = () => finish(true);
    script.onerror = () => finish(false);
    script.src = src;
    script.async = true;
    document.head.appendChild(script);
  });
}

/** The helper, loaded from the first port that answers, or undefined when it is not installed. */
export async function findLocalPrinter(
  scripts: readonly string[] = LOCAL_PRINTER_SCRIPTS,
  timeoutMs = LOCAL_PRINTER_TIMEOUT_MS,
): Promise<LocalPrinter | undefined> {
  if (!window.getCLodop) {
    for (const src of scripts) {
      if (await loadScript(src, timeoutMs)) break;
    }
  }
  const printer = window.getCLodop?.();
  if (!printer) return undefined;
  const { owner, key, ownerEn, keyEn } = LOCAL_PRINTER_LICENSE;
  printer.SET_LICENSES(owner, key, ownerEn, keyEn);
  return printer;
}

function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? '').replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/** What became of a job sent to the helper: printed, no helper installed, or the helper failed. */
export type LocalPrintResult = 'printed' | 'absent' | 'failed';

/** Sends a PDF to the helper: 'absent' when no helper answers, 'failed' when it refused the job. */
export async function printWithLocalPrinter(pdf: Blob, jobName: string): Promise<LocalPrintResult> {
  const printer = await findLocalPrinter();
  if (!printer) return 'absent';
  try {
    printer.PRINT_INIT(jobName);
    printer.ADD_PRINT_PDF(0, 0, '100%', '100%', await base64Of(pdf));
    return printer.PRINT() !== false ? 'printed' : 'failed';
  } catch {
    return 'failed';
  }
}

/**
 * Shows a PDF in a window opened beforehand (inside the click, so no popup blocker stops it), or in
 * a new one; false when no window could be opened (a popup blocker).
 */
export function openPdf(pdf: Blob, target?: Window | null): boolean {
  const url = URL.createObjectURL(pdf);
  let opened = true;
  if (target && !target.closed) target.location.href = url;
  else opened = Boolean(window.open(url, '_blank'));
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return opened;
}
