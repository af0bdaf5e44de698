import path from 'node:path';
import { Worker, type ResourceLimits, type WorkerOptions } from 'node:worker_threads';
import { ImportFileError } from '../../lib/xlsx-read/import-error';
import { MissingColumnsError } from './import-sheet-reader.service';
import type {
  ChunkResult,
  MainMessage,
  ValidationSetup,
  WorkerMessage,
  WorkerStart,
} from './import-validation-protocol.worker';
import { IdleWorkers } from '../../lib/workers/idle-workers';
import { WorkerSlots } from '../../lib/workers/worker-slots';

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
  rows(chunk: ChunkResult): Promise<void>;
}

/**
 * The worker thread's program, next to this module: the compiled import-validation.worker.js when the
 * gateway runs from dist; when it runs from its TypeScript sources (`pnpm dev` and jest, both with
 * the dev dependency tsx installed), the .ts program loaded through tsx's require hook.
 */
function startWorker(options: WorkerOptions): Worker {
  if (!__filename.endsWith('.ts'))
    return new Worker(path.join(__dirname, 'import-validation.worker.js'), options);
  const source = path.join(__dirname, 'import-validation.worker.ts');
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

/** Validation workers that finished a run cleanly, waiting for the next (at most one per slot). */
export const idleValidationWorkers = new IdleWorkers();

/**
 * Validates a file on a worker thread with a capped heap, once one of the gateway's
 * MAX_VALIDATION_WORKERS slots is free: a waiting worker started with the same limits, or a new
 * one. The sink's database work stays on this thread, one message at a time in the order the
 * worker sent them. Rejects with the file's ImportFileError, the sink's own error, or an Error when
 * the worker failed, ran out of memory (`ERR_WORKER_OUT_OF_MEMORY`) or exited: that worker is ended
 * then, the gateway goes on. A worker that finished its run (file refused included) waits for the
 * next one. `data` is handed over: it must not be used after the call.
 */
export async function validateInWorker(
  data: Buffer,
  setup: ValidationSetup,
  sink: ValidationSink,
  resourceLimits: ResourceLimits = VALIDATION_WORKER_LIMITS,
): Promise<void> {
  const release = await validationSlots.take();
  try {
    const worker = idleValidationWorkers.take(resourceLimits) ?? startWorker({ resourceLimits });
    const { reusable, error } = await runOn(worker, data, setup, sink);
    if (reusable) idleValidationWorkers.put(worker, resourceLimits);
    else void worker.terminate();
    if (error !== undefined) throw error;
  } finally {
    release();
  }
}

/** How a run on a worker ended. */
interface RunOutcome {
  /** The worker finished the run itself (done, or the file refused) and may take another. */
  reusable: boolean;
  /** What validateInWorker rejects with; undefined when the run succeeded. */
  error?: unknown;
}

/** One validation on a worker, until the worker says it is done or the run fails. */
function runOn(
  worker: Worker,
  data: Buffer,
  setup: ValidationSetup,
  sink: ValidationSink,
): Promise<RunOutcome> {
  const file = transferable(data);
  return new Promise<RunOutcome>((resolve) => {
    let settled = false;
    let reusable = false;
    const onMessage = (message: WorkerMessage) => {
      chain = chain.then(() => (settled ? undefined : handle(message))).catch((error: unknown) => end(error));
    };
    const onError = (error: Error) => end(error);
    const onExit = (code: number) => end(new Error(`validation worker exited with code ${code}`));
    const end = (error?: unknown) => {
      if (settled) return;
      settled = true;
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      resolve({ reusable, error });
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
          reusable = true;
          return end();
        case 'fileError':
          reusable = true;
          return end(
            message.missing
              ? new MissingColumnsError(message.missing)
              : new ImportFileError(message.code, message.params),
          );
        case 'failed':
          return end(new Error(`validation worker failed: ${message.message}`));
      }
    };
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    const start: WorkerStart = { type: 'start', setup, file };
    worker.postMessage(start, [file]);
  });
}
