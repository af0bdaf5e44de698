import fs from 'node:fs';
import path from 'node:path';
import { Worker, type ResourceLimits, type WorkerOptions } from 'node:worker_threads';
import { ImportFileError } from './import-error';
import { MissingColumnsError } from './sheet-reader';
import type {
  StagedChunk,
  MainMessage,
  ValidationSetup,
  WorkerMessage,
  WorkerStart,
} from './validation-protocol';
import { WorkerSlots } from './worker-slots';

/**
 * Heap of a validation worker. The live data of a 100,000-row run is the file's shared strings and
 * the order numbers seen (about 20-30 MB); the cap keeps V8 from letting garbage pile up to three
 * times that between full collections, as it did in the gateway's own heap.
 */
export const VALIDATION_WORKER_LIMITS: ResourceLimits = {
  maxOldGenerationSizeMb: 64,
  maxYoungGenerationSizeMb: 16,
};

/** The main thread's side of a run: the database work the worker asks for. */
export interface ValidationSink {
  /** The order numbers among these that already have an order. */
  existing(orderNos: string[]): Promise<Set<string>>;
  /** Stores a chunk's staged lines, error rows and counts (called in row order). */
  rows(chunk: StagedChunk): Promise<void>;
}

/**
 * The worker thread: the compiled program next to this file (dist), or, when the gateway runs from
 * its TypeScript sources (jest, tsx), the .ts program loaded through tsx's require hook.
 */
function startWorker(options: WorkerOptions): Worker {
  const compiled = path.join(__dirname, 'validation-worker.js');
  if (fs.existsSync(compiled)) return new Worker(compiled, options);
  const source = path.join(__dirname, 'validation-worker.ts');
  const bootstrap = `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(source)});`;
  return new Worker(bootstrap, { ...options, eval: true });
}

/** The file's bytes as an ArrayBuffer the worker may own: the Buffer's own, or a copy of a slice. */
function transferable(data: Buffer): ArrayBuffer {
  if (
    data.byteOffset === 0 &&
    data.byteLength === data.buffer.byteLength &&
    data.buffer instanceof ArrayBuffer
  )
    return data.buffer;
  return new Uint8Array(data).buffer;
}

/** Validation workers running at once in a gateway; further validations wait for a slot. */
export const MAX_VALIDATION_WORKERS = 2;

/** The gateway's validation worker slots (tests read how many are held). */
export const validationSlots = new WorkerSlots(MAX_VALIDATION_WORKERS);

/**
 * Validates a file on a worker thread with a capped heap, once one of the gateway's
 * MAX_VALIDATION_WORKERS slots is free; the sink's database work stays on this thread, one message
 * at a time in the order the worker sent them. Rejects with the file's ImportFileError, the sink's
 * own error, or an Error when the worker failed, ran out of memory (`ERR_WORKER_OUT_OF_MEMORY`) or
 * exited: the worker is ended then, the gateway goes on. `data` is handed over: it must not be
 * used after the call.
 */
export async function validateInWorker(
  data: Buffer,
  setup: ValidationSetup,
  sink: ValidationSink,
  resourceLimits: ResourceLimits = VALIDATION_WORKER_LIMITS,
): Promise<void> {
  const release = await validationSlots.take();
  try {
    await runWorker(data, setup, sink, resourceLimits);
  } finally {
    release();
  }
}

/** One validation on its own worker thread (see validateInWorker). */
function runWorker(
  data: Buffer,
  setup: ValidationSetup,
  sink: ValidationSink,
  resourceLimits: ResourceLimits,
): Promise<void> {
  const file = transferable(data);
  const start: WorkerStart = { setup, file };
  const worker = startWorker({ workerData: start, transferList: [file], resourceLimits });
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const end = (error?: unknown) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      if (error === undefined) resolve();
      else reject(error);
    };
    let chain = Promise.resolve();
    const handle = async (message: WorkerMessage) => {
      switch (message.type) {
        case 'check': {
          const existing = await sink.existing(message.orderNos);
          const answer: MainMessage = { type: 'existing', seq: message.seq, orderNos: [...existing] };
          if (!settled) worker.postMessage(answer);
          return;
        }
        case 'rows':
          return sink.rows({ lines: message.lines, errors: message.errors, counts: message.counts });
        case 'done':
          return end();
        case 'fileError':
          return end(
            message.missing
              ? new MissingColumnsError(message.missing)
              : new ImportFileError(message.code, message.params),
          );
        case 'failed':
          return end(new Error(`validation worker failed: ${message.message}`));
      }
    };
    worker.on('message', (message: WorkerMessage) => {
      chain = chain.then(() => (settled ? undefined : handle(message))).catch((error: unknown) => end(error));
    });
    worker.on('error', (error) => end(error));
    worker.on('exit', (code) => end(new Error(`validation worker exited with code ${code}`)));
  });
}
