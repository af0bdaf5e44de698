import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header a request id comes in and goes back out on (ARCHITECTURE §14). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id we carry as given: at most 128 characters of letters, digits and `._:-`. */
const ACCEPTED = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/**
 * The id of a request: its `X-Request-Id` when that is a short token (a balancer's, another
 * service's), a new UUID otherwise. Anything else (too long, spaces, control characters: a header a
 * client chose to break log lines with) is replaced rather than refused, since the id only labels.
 * Fastify's `genReqId`: the id lands in `request.id` and in every line of `request.log` (`reqId`).
 *
 * @example
 * requestIdOf({ headers: { 'x-request-id': 'lb-7f3a' } } as IncomingMessage); // 'lb-7f3a'
 */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED.test(given) ? given : randomUUID();
}

const current = new AsyncLocalStorage<string>();

/**
 * The id of the request whose work is running (undefined outside one): the job queue stores it
 * with each job it queues, so the job's log lines carry the id of the request that asked for it.
 */
export function currentRequestId(): string | undefined {
  return current.getStore();
}

/**
 * Runs `work` as done for request `id` (a job of that request's): what it queues carries the id on.
 *
 * @example
 * await asRequest(job.requestId, () => kind.handler(payload, ctx));
 */
export function asRequest<T>(id: string | undefined, work: () => Promise<T>): Promise<T> {
  return id ? current.run(id, work) : work();
}

/**
 * Echoes the id on every answer (errors, 404s and 503s under pressure included: register before
 * them) and makes it the current one for the request's work.
 *
 * @example
 * registerRequestId(app); // first of the onRequest hooks
 */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    current.run(request.id, done);
  });
}
