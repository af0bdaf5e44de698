import type { FastifyInstance } from 'fastify';
import { advance } from './simulator';

/** Orders moved per tick: enough for the demo data, small enough not to hold the database long. */
const ORDERS_PER_TICK = 200;

/**
 * The demo's courier: every `intervalSeconds` the gateway moves open orders one step, as the
 * simulator CLI does, inside the gateway process (so it also works on the embedded PGlite, which
 * allows one process). Call the returned stop before closing the app. A failed tick is logged and
 * the next one runs.
 *
 * @example
 * const stop = startBackgroundSimulator(app, 30); // SIMULATOR_INTERVAL=30
 */
export function startBackgroundSimulator(app: FastifyInstance, intervalSeconds: number): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const { moved } = await advance(app.db, { now: new Date(), seed: 1, limit: ORDERS_PER_TICK });
      if (moved.length > 0) app.log.info({ moved: moved.length }, 'simulator: orders moved');
    } catch (error) {
      app.log.error({ err: error }, 'simulator: tick failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
