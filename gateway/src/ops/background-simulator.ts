import type { FastifyInstance } from 'fastify';
import { advance } from './simulator';

/** Orders moved per tick: enough for the demo data, small enough not to hold the database long. */
const ORDERS_PER_TICK = 200;

/**
 * The demo's courier: every `intervalSeconds` the gateway moves open orders one step, as the
 * simulator CLI does, inside the gateway process (so it also works on the embedded PGlite, which
 * allows one process). Call the returned stop before closing the app. A failed tick is logged and
 * the next one runs. The returned stop resolves once a tick in flight has finished.
 *
 * @example
 * const stop = startBackgroundSimulator(app, 30); // SIMULATOR_INTERVAL=30
 * await stop(); // before app.close()
 */
export function startBackgroundSimulator(app: FastifyInstance, intervalSeconds: number): () => Promise<void> {
  let running: Promise<void> | null = null;
  const work = async () => {
    try {
      const { moved } = await advance(app.db, {
        now: new Date(),
        seed: 1,
        limit: ORDERS_PER_TICK,
        scheduledPickups: true,
      });
      if (moved.length > 0) app.log.info({ moved: moved.length }, 'simulator: orders moved');
    } catch (error) {
      app.log.error({ err: error }, 'simulator: tick failed');
    }
  };
  const tick = () => {
    if (running) return;
    running = work().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, intervalSeconds * 1000);
  timer.unref();
  // stopping waits for a tick in flight, so nothing moves after the promise resolves
  return async () => {
    clearInterval(timer);
    await running;
  };
}
