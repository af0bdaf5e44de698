import { Worker } from 'node:worker_threads';
import {
  toWaybillSymbols,
  waybillSymbolOptions,
  type RawOptions,
  type RawSymbol,
  type WaybillSymbols,
} from './barcodes';

/**
 * The worker's whole program. It is plain CommonJS passed as text, so it runs the same under tsx,
 * jest and the compiled gateway; it only runs bwip-js on the options it is sent.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const bwipjs = require(workerData.bwipPath);
parentPort.on('message', ({ id, jobs }) => {
  try {
    parentPort.postMessage({ id, results: jobs.map((options) => bwipjs.raw(options)[0]) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

interface WorkerAnswer {
  id: number;
  results?: RawSymbol[];
  error?: string;
}

interface Pending {
  resolve: (symbols: RawSymbol[]) => void;
  reject: (error: Error) => void;
}

/**
 * Encodes waybill barcodes on a worker thread, so that a large batch's Code 128 and QR symbols
 * (about 1 ms each in bwip-js) are made while the main thread lays out the labels. One per gateway
 * instance; it starts on first use, keeps the process alive only while it has work, and restarts
 * after a crash.
 *
 * @example
 * const encoder = new BarcodeWorker();
 * const [symbols] = await encoder.encode(['JP20260000017']);
 * await encoder.close();
 */
export class BarcodeWorker {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { bwipPath: require.resolve('bwip-js') },
    });
    worker.unref();
    worker.on('message', (answer: WorkerAnswer) => {
      const job = this.pending.get(answer.id);
      if (!job) return;
      this.pending.delete(answer.id);
      if (this.pending.size === 0) worker.unref();
      if (answer.results) job.resolve(answer.results);
      else job.reject(new Error(`barcode worker: ${answer.error ?? 'no answer'}`));
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const job of this.pending.values()) job.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`barcode worker exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  /** The symbols of each waybill number, in order. */
  async encode(texts: readonly string[]): Promise<WaybillSymbols[]> {
    const jobs: RawOptions[] = texts.flatMap((text) => waybillSymbolOptions(text));
    const id = this.nextId++;
    const raw = await new Promise<RawSymbol[]>((resolve, reject) => {
      try {
        const worker = this.start();
        this.pending.set(id, { resolve, reject });
        // Held open only while a job is out, so an idle worker never keeps the process alive.
        worker.ref();
        worker.postMessage({ id, jobs });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    return texts.map((_, i) => toWaybillSymbols(raw.slice(2 * i, 2 * i + 2)));
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }
}
