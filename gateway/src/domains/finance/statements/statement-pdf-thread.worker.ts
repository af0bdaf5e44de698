import path from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import type {
  PdfMainMessage,
  PdfWorkerMessage,
  StatementLine,
  StatementPdfSetup,
} from './statement-pdf.worker';

/**
 * The worker thread's program, next to this module: the compiled statement-pdf.worker.js when the
 * gateway runs from dist; from its TypeScript sources (`pnpm dev`, jest) through tsx's require hook.
 */
function startWorker(options: WorkerOptions): Worker {
  if (!__filename.endsWith('.ts'))
    return new Worker(path.join(__dirname, 'statement-pdf.worker.js'), options);
  const source = path.join(__dirname, 'statement-pdf.worker.ts');
  const bootstrap = `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(source)});`;
  return new Worker(bootstrap, { ...options, eval: true });
}

/**
 * Writes a statement's PDF to `setup.file` on a worker thread, so that laying out a 100,000-line
 * statement does not hold this gateway's event loop (every other request would wait). This thread
 * reads the batches from the database one at a time, as the worker asks for them (it never holds
 * more than one batch ahead), and calls `onBatch` with the lines written so far. Resolves with the
 * number of lines; rejects when the batches, `onBatch` or the worker fail (the worker is ended).
 * @example
 * await writeStatementPdfInWorker({ header, lang, seller, file }, statementLineBatches(db, scope, id));
 */
export function writeStatementPdfInWorker(
  setup: StatementPdfSetup,
  batches: AsyncIterable<readonly StatementLine[]>,
  onBatch: (linesDone: number) => Promise<void> = async () => undefined,
): Promise<number> {
  const worker = startWorker({ workerData: setup });
  const source = batches[Symbol.asyncIterator]();
  let sent = 0;
  return new Promise<number>((resolve, reject) => {
    let settled = false;
    const end = (error: unknown, lines = 0) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      if (error === undefined) resolve(lines);
      else {
        void source.return?.();
        reject(error);
      }
    };
    const next = async () => {
      if (sent > 0) await onBatch(sent);
      const batch = await source.next();
      const answer: PdfMainMessage = batch.done ? { type: 'end' } : { type: 'lines', lines: batch.value };
      if (!batch.done) sent += batch.value.length;
      if (!settled) worker.postMessage(answer);
    };
    worker.on('message', (message: PdfWorkerMessage) => {
      if (message.type === 'next') next().catch(end);
      else if (message.type === 'done') end(undefined, message.lines);
      else end(new Error(`statement PDF worker failed: ${message.message}`));
    });
    worker.on('error', end);
    worker.on('exit', (code) => end(new Error(`statement PDF worker exited with code ${code}`)));
  });
}
