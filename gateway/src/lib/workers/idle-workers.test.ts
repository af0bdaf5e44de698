import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { IdleWorkers } from './idle-workers';

/** A worker that stays up until it is ended (its port keeps it alive). */
const aliveWorker = (limits = {}) =>
  new Worker("require('node:worker_threads').parentPort.on('message', () => {});", {
    eval: true,
    resourceLimits: limits,
  });

const SMALL = { maxOldGenerationSizeMb: 32 };
const LARGE = { maxOldGenerationSizeMb: 64 };

describe('IdleWorkers', () => {
  it('gives back a waiting worker started with the same limits, and only such a worker', async () => {
    const idle = new IdleWorkers();
    const worker = aliveWorker(SMALL);
    idle.put(worker, SMALL);
    expect(idle.size).toBe(1);
    expect(idle.take(LARGE)).toBeUndefined();
    expect(idle.take(SMALL)).toBe(worker);
    expect(idle.size).toBe(0);
    expect(idle.take(SMALL)).toBeUndefined();
    await worker.terminate();
  });

  it('ends a worker that waited its time, and forgets one that exits while waiting', async () => {
    const idle = new IdleWorkers(50);
    const waiting = aliveWorker();
    idle.put(waiting, {});
    await once(waiting, 'exit');
    expect(idle.size).toBe(0);

    const crashing = aliveWorker();
    const patient = new IdleWorkers();
    patient.put(crashing, {});
    await crashing.terminate();
    await new Promise((resolve) => setImmediate(resolve));
    expect(patient.size).toBe(0);
  });

  it('ends every waiting worker on close', async () => {
    const idle = new IdleWorkers();
    const workers = [aliveWorker(), aliveWorker(SMALL)];
    idle.put(workers[0], {});
    idle.put(workers[1], SMALL);
    const exits = workers.map((worker) => once(worker, 'exit'));
    await idle.close();
    await Promise.all(exits);
    expect(idle.size).toBe(0);
  });
});
