import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { JobQueue } from '../jobs/queue';
import { defineJob, type JobKind } from '../jobs/types';
import type { Mailer, OutgoingMail } from './mailer';

const mailPayload = z.object({
  to: z.string().min(1),
  subject: z.string(),
  body: z.string(),
  kind: z.string().min(1),
  payload: z.record(z.string(), z.unknown()).optional(),
});

/**
 * The `mail.send` job: hands one mail to the transport (SMTP, or the outbox table without
 * SMTP_URL). A failed hand-over sent nothing, so it is retried with back-off (`retrySeconds`,
 * doubling); a mail is sent by one run only.
 */
export function mailSendKind(transport: Mailer, retrySeconds: number) {
  return defineJob({
    name: 'mail.send',
    payload: mailPayload,
    retry: { limit: 5, delaySeconds: retrySeconds, backoff: true },
    handler: async (mail) => {
      await transport.send(mail);
    },
  });
}

/**
 * Mail leaves the gateway through the job queue, and a request hands over what it would otherwise
 * do while the caller waits:
 *
 * - `mailer.send(mail)` queues a `mail.send` job (retried with back-off when the transport fails)
 *   and returns once it is queued. Without a running queue (JOBS=0) it sends at once.
 * - `enqueue(name, work)`: the code mails whose sending (or not sending) would otherwise tell a
 *   caller whether an address or account exists. A request that asks for a login or reset code
 *   queues one piece of work, known address or not, and answers at once; the work looks the
 *   address up, issues the code and sends the mail afterwards (ARCHITECTURE §5: no account
 *   enumeration; issue 16 part 4). Run one at a time, in order; a failure is logged and dropped
 *   (the user asks for a new code).
 *
 * `idle()` waits for both: the queued work and every mail job sent from here (tests read the
 * outbox after it; the app waits for it before it closes).
 *
 * @example
 * app.mailQueue.enqueue('login-code', () => sendLoginCodeNow(app, mail, lang));
 * await app.mailQueue.idle(); // tests: the mail is in the outbox now
 */
export interface MailDelivery {
  jobs: JobQueue;
  /** SMTP, or the outbox table (createMailer). */
  transport: Mailer;
  /** First back-off of a failed hand-over. */
  retrySeconds: number;
  /** Whether the job queue runs (false with JOBS=0: mail is sent at once). */
  queued: boolean;
}

export class MailQueue {
  private tail: Promise<void> = Promise.resolve();
  private pending = 0;
  private readonly sent = new Set<string>();
  /** The job kind of a mail; the app defines it on the queue. */
  readonly kind: JobKind<typeof mailPayload>;
  /** The mailer the domains use: a mail is a job on the queue when the queue runs. */
  readonly mailer: Mailer;

  constructor(
    private readonly delivery: MailDelivery,
    private readonly log?: Pick<FastifyBaseLogger, 'error'>,
  ) {
    const kind = mailSendKind(delivery.transport, delivery.retrySeconds);
    this.kind = kind;
    this.mailer = {
      send: async (mail: OutgoingMail) => {
        if (!delivery.queued) return delivery.transport.send(mail);
        this.sent.add(await delivery.jobs.send(kind, mail));
      },
    };
  }

  /** Queues a piece of work; returns at once (it starts after the current request's work). */
  enqueue(name: string, job: () => Promise<void>): void {
    this.pending += 1;
    this.tail = this.tail
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(job)
      .catch((error: unknown) => this.log?.error({ err: error, job: name }, 'queued mail job failed'))
      .finally(() => {
        this.pending -= 1;
      });
  }

  /** Work queued and not finished yet. */
  get size(): number {
    return this.pending;
  }

  /**
   * Resolves once every piece of work queued so far (and any it queues) has finished and every
   * mail job sent from here is sent or given up (its retries waited for).
   */
  async idle(): Promise<void> {
    while (this.pending > 0) await this.tail;
    for (const id of [...this.sent]) {
      for (;;) {
        const { state } = await this.delivery.jobs.waitFor(this.kind, id);
        if (state !== 'retry') break;
      }
      this.sent.delete(id);
    }
  }
}
