/**
 * The program of a validation worker thread (started by ./validation-thread.ts): reads the file it
 * is given and checks its rows (./file-validation.ts), asking the main thread which order numbers
 * already have an order and sending it each chunk's staged lines and error rows. It holds no
 * database handle.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { validateFile } from './file-validation';
import { ImportFileError } from './import-error';
import { MissingColumnsError } from './sheet-reader';
import type { MainMessage, WorkerMessage, WorkerStart } from './validation-protocol';

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

function run(port: NonNullable<typeof parentPort>, start: WorkerStart): void {
  const send = (message: WorkerMessage) => port.postMessage(message);
  const encoder = new TextEncoder();
  const answers = new Map<number, (orderNos: string[]) => void>();
  let nextSeq = 0;
  port.on('message', (message: MainMessage) => {
    const answer = answers.get(message.seq);
    answers.delete(message.seq);
    answer?.(message.orderNos);
  });
  validateFile(Buffer.from(start.file), start.setup, {
    existing: (orderNos) =>
      new Promise((resolve) => {
        const seq = nextSeq++;
        answers.set(seq, (existing) => resolve(new Set(existing)));
        send({ type: 'check', seq, orderNos });
      }),
    emit: ({ lines, errors, counts }) => {
      const bytes = encoder.encode(lines);
      port.postMessage({ type: 'rows', lines: bytes, errors, counts } satisfies WorkerMessage, [
        bytes.buffer,
      ]);
    },
  }).then(
    () => send({ type: 'done' }),
    (error: unknown) => send(failureOf(error)),
  );
}

if (parentPort) run(parentPort, workerData as WorkerStart);
