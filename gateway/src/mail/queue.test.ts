// @postgres: mail retries with back-off on the job queue
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { seededMemoryDatabase } from '../test/pglite-snapshot';
import { seededPostgresDatabase } from '../test/postgres-template';
import { lastMailTo, solvedCaptcha, TEST_ENGINE } from '../test/helper';
import type { Mailer, OutgoingMail } from './mailer';

const TEST_DATABASE_URL = process.env.GATEWAY_TEST_DATABASE_URL;

describe(`mail on the job queue (${TEST_ENGINE})`, () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  /** Hand-overs the transport refuses before it takes mail again. */
  let refusals = 0;
  const attempts: OutgoingMail[] = [];
  const delivered: OutgoingMail[] = [];
  const transport: Mailer = {
    async send(mail) {
      attempts.push(mail);
      if (refusals > 0) {
        refusals -= 1;
        throw new Error('SMTP 451: try again later');
      }
      delivered.push(mail);
    },
  };

  beforeAll(async () => {
    const database = TEST_DATABASE_URL
      ? await seededPostgresDatabase(TEST_DATABASE_URL)
      : await seededMemoryDatabase();
    close = database.close;
    app = await buildApp({
      db: database.db,
      config: testConfig({ mailRetrySeconds: 0 }),
      mailTransport: transport,
    });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await close();
  });

  const jobsTo = async (to: string) =>
    (
      (await app.db.execute(
        `select state, retry_count from pgboss.job where name = 'mail.send' and data->>'to' = '${to}'`,
      )) as unknown as { rows: { state: string; retry_count: number }[] }
    ).rows;

  it('retries a mail the transport refuses, with back-off, and sends it once', async () => {
    refusals = 2;
    const mail = { to: 'retry@example.co.id', subject: 'Code', body: '123456', kind: 'login' };
    await app.mailer.send(mail);
    await app.mailQueue.idle();
    expect(attempts.filter((sent) => sent.to === mail.to)).toHaveLength(3);
    expect(delivered.filter((sent) => sent.to === mail.to)).toEqual([mail]);
    expect(await jobsTo(mail.to)).toEqual([{ state: 'completed', retry_count: 2 }]);
  });

  it('sends a mail asked for by a request through the queue (a reset code)', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/customer-api/forgetPassword',
      headers: { language: 'EN' },
      payload: { loginCode: 'demo', ...(await solvedCaptcha(app)) },
    });
    expect(answer.statusCode).toBe(200);
    await app.mailQueue.idle();
    const sent = delivered.filter((mail) => mail.kind === 'reset');
    expect(sent).toHaveLength(1);
    expect(await jobsTo(sent[0].to)).toEqual([{ state: 'completed', retry_count: 0 }]);
  });
});

describe(`the test outbox with mail on the queue (${TEST_ENGINE})`, () => {
  it('holds a queued mail once the mail queue is idle', async () => {
    const database = TEST_DATABASE_URL
      ? await seededPostgresDatabase(TEST_DATABASE_URL)
      : await seededMemoryDatabase();
    const app = await buildApp({ db: database.db, config: testConfig() });
    try {
      await app.ready();
      await app.mailer.send({ to: 'outbox@example.co.id', subject: 'Hello', body: 'Body', kind: 'test' });
      expect(await lastMailTo(app, 'outbox@example.co.id')).toMatchObject({ subject: 'Hello', kind: 'test' });
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});
