/**
 * The program of a statement PDF worker thread (started by ./statement-pdf-thread.worker.ts): it
 * writes the PDF of the statement in `workerData` to its file, asking the main thread for each next
 * batch of lines as it has laid out the last (the main thread reads the database; this thread does
 * the layout, font subsetting and compression that would hold the gateway's event loop).
 */
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import type { InvoiceSeller } from '../../../config';
import type { Lang } from '../../../i18n/language';
import type { toStatementLine, toStatementRecord } from './statement.repo';
import { writeStatementPdf } from './statement.render';

export type StatementLine = ReturnType<typeof toStatementLine>;

/** What the worker is started with. */
export interface StatementPdfSetup {
  header: ReturnType<typeof toStatementRecord>;
  lang: Lang;
  seller: InvoiceSeller;
  /** The file the PDF is written to (created or replaced). */
  file: string;
}

/** The main thread's answers: the next batch of lines, or the end of them. */
export type PdfMainMessage = { type: 'lines'; lines: readonly StatementLine[] } | { type: 'end' };

/** The worker's messages: wants the next batch, has written the file, or failed. */
export type PdfWorkerMessage =
  { type: 'next' } | { type: 'done'; lines: number } | { type: 'failed'; message: string };

function serve(port: NonNullable<typeof parentPort>, setup: StatementPdfSetup): void {
  const send = (message: PdfWorkerMessage) => port.postMessage(message);
  let waiting: ((message: PdfMainMessage) => void) | undefined;
  port.on('message', (message: PdfMainMessage) => {
    const answer = waiting;
    waiting = undefined;
    answer?.(message);
  });
  let lines = 0;
  async function* batches(): AsyncGenerator<readonly StatementLine[]> {
    for (;;) {
      const message = await new Promise<PdfMainMessage>((resolve) => {
        waiting = resolve;
        send({ type: 'next' });
      });
      if (message.type === 'end') return;
      lines += message.lines.length;
      yield message.lines;
    }
  }
  writeStatementPdf(setup.header, batches(), setup.lang, setup.seller, fs.createWriteStream(setup.file)).then(
    () => send({ type: 'done', lines }),
    (error: unknown) =>
      send({
        type: 'failed',
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
}

if (parentPort) serve(parentPort, workerData as StatementPdfSetup);
