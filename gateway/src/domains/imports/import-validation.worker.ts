/**
 * The program of a validation worker thread (started by ./validation-thread.ts). It waits for a
 * `start` message, reads the file it is given and checks its rows (./file-validation.ts), asking
 * the main thread which order numbers already have an order and sending it each chunk's staged
 * lines and error rows; then it waits for the next file. It holds no database handle. Kept alive
 * between validations, it keeps its loaded modules and optimised code.
 */
import { parentPort } from 'node:worker_threads';
import { validateFile } from './import-file-validation.service';
import { ImportFileError } from '../../lib/xlsx-read/import-error';
import { MissingColumnsError } from './import-sheet-reader.service';
import type { MainMessage, WorkerMessage, WorkerStart } from './import-validation-protocol.worker';

function failureOf(error: unknown): WorkerMessage {
  if (error instanceof ImportFileError)
    return {
      type: 'fileError',
      code: error.failureCode,
      params: error.params,
      missing: error instanceof MissingColumnsError ? error.missing : undefined,
    };
  return { type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}

function serve(port: NonNullable<typeof parentPort>): void {
  const send = (message: WorkerMessage) => port.postMessage(message);
  const answers = new Map<number, (orderNos: string[]) => void>();
  let nextSeq = 0;

  const run = ({ setup, file }: WorkerStart) =>
    validateFile(Buffer.from(file), setup, {
      existing: (orderNos) =>
        new Promise((resolve) => {
          const seq = nextSeq++;
          answers.set(seq, (existing) => resolve(new Set(existing)));
          send({ type: 'check', seq, orderNos });
        }),
      emit: ({ lines, errors, counts }) => {
        port.postMessage({ type: 'rows', lines, errors, counts } satisfies WorkerMessage, [lines.buffer]);
      },
    }).then(
      () => send({ type: 'done' }),
      (error: unknown) => send(failureOf(error)),
    );

  port.on('message', (message: MainMessage) => {
    if (message.type === 'start') {
      void run(message);
      return;
    }
    const answer = answers.get(message.seq);
    answers.delete(message.seq);
    answer?.(message.orderNos);
  });
}

if (parentPort) serve(parentPort);
