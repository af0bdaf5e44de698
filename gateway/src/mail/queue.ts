import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request hands over instead of doing it while the caller waits: the mails whose sending
 * (or not sending) would otherwise tell a caller whether an address or account exists. A request
 * that asks for a login or reset code queues one job, known address or not, and answers at once;
 * the job looks the address up, issues the code and sends the mail afterwards (ARCHITECTURE §5:
 * no account enumeration; issue 16 part 4). Jobs run one at a time, in order; a failed job is
 * logged and dropped (the user asks for a new code). In process: a code request lost in a restart
 * is asked again, like a mail lost on the way.
 *
 * @example
 * app.mailQueue.enqueue('login-code', () => sendLoginCodeNow(app, mail, lang));
 * await app.mailQueue.idle(); // tests: the mail is in the outbox now
 */
export class MailQueue {
  private tail: Promise<void> = Promise.resolve();
  private pending = 0;

  constructor(private readonly log?: Pick<FastifyBaseLogger, 'error'>) {}

  /** Queues a job; returns at once (the job starts after the current request's work). */
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

  /** Jobs queued and not finished yet. */
  get size(): number {
    return this.pending;
  }

  /** Resolves once every job queued so far (and any they queue) has finished. */
  async idle(): Promise<void> {
    while (this.pending > 0) await this.tail;
  }
}
