import { findLocalPrinter, LOCAL_PRINTER_SCRIPTS, type LocalPrinter } from './localPrinter';

afterEach(() => {
  jest.restoreAllMocks();
  delete window.getCLodop;
});

/** Makes every script tag added to <head> load (ok) or fail, and records its src. */
function answerScripts(ok: (src: string) => boolean) {
  const tried: string[] = [];
  jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    const script = node as unknown as HTMLScriptElement;
    tried.push(script.src);
    setTimeout(() => (ok(script.src) ? script.onload : script.onerror)?.call(script, new Event('load')));
    return node;
  });
  return tried;
}

it('tries port 8000, then 18000, and resolves nothing when neither answers', async () => {
  const tried = answerScripts(() => false);
  await expect(findLocalPrinter()).resolves.toBeUndefined();
  expect(tried).toEqual(LOCAL_PRINTER_SCRIPTS);
});

it('gives up on a port that does not answer within the timeout', async () => {
  jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => node);
  const started = Date.now();
  await expect(findLocalPrinter(['http://localhost:8000/x.js'], 30)).resolves.toBeUndefined();
  expect(Date.now() - started).toBeLessThan(1000);
});

it('uses the helper of the first port that answers and sets its licences', async () => {
  const printer = {
    SET_LICENSES: jest.fn(),
    PRINT_INIT: jest.fn(),
    ADD_PRINT_PDF: jest.fn(),
    PRINT: jest.fn(),
  };
  const tried = answerScripts((src) => {
    if (!src.includes(':18000')) return false;
    window.getCLodop = () => printer as LocalPrinter;
    return true;
  });
  await expect(findLocalPrinter()).resolves.toBe(printer);
  expect(tried).toEqual(LOCAL_PRINTER_SCRIPTS);
  expect(printer.SET_LICENSES).toHaveBeenCalledTimes(1);
});
