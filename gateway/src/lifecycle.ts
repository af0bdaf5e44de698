import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** Seconds readiness answers 503 before the gateway stops listening (a balancer's probe period). */
  drainSeconds: number;
  /** Past this, the process exits anyway (code 1): an orchestrator's grace is usually 30 s. */
  timeoutSeconds: number;
  /** Stops the work of this process that is not a request or a job (the demo simulator). */
  before?: () => Promise<void>;
  exit?: (code: number) => void;
}

/**
 * Stops the gateway the way an orchestrator expects on SIGTERM: readiness fails at once; after
 * `drainSeconds` it stops listening, lets requests in flight finish (keep-alive connections are
 * closed as they go idle, instead of after Node's 72 s keep-alive), the job queue stops taking jobs
 * and hands running ones back (jobs/queue.ts stop), then the database closes and the process exits
 * with 0. Whatever is still running after `timeoutSeconds` is abandoned: exit code 1.
 *
 * @example
 * process.once('SIGTERM', () => void shutdown(app, { drainSeconds: 0, timeoutSeconds: 20 }));
 */
export async function shutdown(app: FastifyInstance, options: ShutdownOptions): Promise<void> {
  const exitWith = options.exit ?? ((code: number) => process.exit(code));
  let exited = false;
  const exit = (code: number) => {
    if (exited) return;
    exited = true;
    exitWith(code);
  };
  if (app.lifecycle.draining) return;
  app.lifecycle.draining = true;
  const deadline = setTimeout(() => {
    app.log.error({ timeoutSeconds: options.timeoutSeconds }, 'shutdown took too long: exiting anyway');
    exit(1);
  }, options.timeoutSeconds * 1000);
  deadline.unref();
  let idleSweep: NodeJS.Timeout | undefined;
  try {
    if (options.drainSeconds > 0)
      await new Promise((resolve) => setTimeout(resolve, options.drainSeconds * 1000));
    await options.before?.();
    // Node closes the idle connections once, when the server closes; a connection busy then would
    // wait out its keep-alive after its answer
    idleSweep = setInterval(() => app.server.closeIdleConnections?.(), 100);
    await app.close();
    clearTimeout(deadline);
    exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    clearTimeout(deadline);
    exit(1);
  } finally {
    clearInterval(idleSweep);
  }
}
