// @postgres: the server's own data errors (encodings, ranges) answered as bad input
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { openSession } from '../auth/session-store';
import { users } from '../db/schema';
import { SETUP_TIMEOUT, TEST_ENGINE, createTestApp } from '../test/helper';
import { badRequestsOf, type BadRequest, type OpenApiDocument } from '../test/bad-inputs';

/**
 * Bad input, generated from the committed OpenAPI document (openapi.test.ts keeps it equal to the
 * routes): every operation is called by the demo shipper's main account with NUL in each text
 * field, each field of the wrong type, 1 MB of text, 10,000 levels of arrays, `__proto__` keys,
 * numbers past any range (1e308, 2^64), broken JSON and, on upload routes, broken multipart
 * bodies. No answer is a 500; every answer is the `{code, msg, data}` envelope with a message,
 * translated (EN and CN differ); NUL in text is refused at validation (HTTP 400); the
 * X-RateLimit-* headers come exactly from the operations whose contract declares them.
 * A new route is covered by being in the document.
 */
const DOCUMENT: OpenApiDocument = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../openapi.json'), 'utf8'),
);

interface Answer {
  status: number;
  envelope: { code?: unknown; msg?: unknown; data?: unknown } | null;
  contentType: string;
  rateLimited: boolean;
}

describe(`bad input from gateway/openapi.json (${TEST_ENGINE})`, () => {
  let app: FastifyInstance;
  let demoUserId: number;
  const failures: string[] = [];
  const serverErrors = new Map<string, string>();

  beforeAll(async () => {
    app = await createTestApp({}, (scope) => {
      scope.addHook('onError', async (request, _reply, error) => {
        serverErrors.set(`${request.method} ${request.url.split('?')[0]}`, error.message.slice(0, 200));
      });
    });
    [{ id: demoUserId }] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.loginCode, 'demo'));
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app?.close();
  });

  let requestNo = 0;
  async function send(request: BadRequest, token: string, language: string): Promise<Answer> {
    requestNo += 1;
    const response = await app.inject({
      method: request.method as HTTPMethods,
      url: request.url,
      headers: { authToken: token, language, ...request.headers },
      // a new client address per request: the per-route rate limits would answer 429 to a loop
      remoteAddress: `10.${(requestNo >> 16) & 255}.${(requestNo >> 8) & 255}.${requestNo & 255}`,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    const contentType = String(response.headers['content-type'] ?? '');
    let envelope: Answer['envelope'] = null;
    if (contentType.startsWith('application/json'))
      try {
        envelope = response.json();
      } catch {
        envelope = null;
      }
    return {
      status: response.statusCode,
      envelope,
      contentType,
      rateLimited: response.headers['x-ratelimit-limit'] !== undefined,
    };
  }

  it('answers every malformed request of every operation with the translated envelope, never a 500', async () => {
    const started = Date.now();
    let sent = 0;
    let operations = 0;
    let translatedChecks = 0;
    for (const [route, methods] of Object.entries(DOCUMENT.paths))
      for (const [method, operation] of Object.entries(methods)) {
        operations += 1;
        // a session of its own: an operation that ends sessions (logout) leaves the others alone
        const token = await openSession(app.db, demoUserId);
        let translated = false;
        // the contract declares X-RateLimit-* exactly where the gateway sends them
        const declaresLimit = Boolean(operation.responses?.['429']);
        let sendsLimit = false;
        for (const request of badRequestsOf(DOCUMENT, route, method, operation)) {
          const answer = await send(request, token, 'EN');
          sent += 1;
          sendsLimit ||= answer.rateLimited;
          const where = `${request.method} ${route} [${request.kind}]`;
          const { status, envelope } = answer;
          if (status >= 500) {
            const key = `${request.method} ${request.url.split('?')[0]}`;
            failures.push(`${where}: ${status} ${serverErrors.get(key) ?? ''}`);
            continue;
          }
          if (status >= 400 || envelope) {
            const valid =
              envelope !== null &&
              typeof envelope.code === 'number' &&
              typeof envelope.msg === 'string' &&
              envelope.msg.length > 0 &&
              'data' in envelope;
            if (!valid) failures.push(`${where}: ${status} without the envelope (${answer.contentType})`);
          } else if (status !== 200) failures.push(`${where}: ${status} ${answer.contentType}`);
          if (request.refusedAtValidation && ![400, 401, 403].includes(status))
            failures.push(`${where}: NUL answered ${status} code ${String(envelope?.code)}`);
          if (request.refusedAtValidation && status === 200 && envelope?.code === 1)
            failures.push(`${where}: NUL accepted`);
          if (!translated && status >= 400 && envelope) {
            translated = true;
            translatedChecks += 1;
            const cn = await send(request, token, 'CN');
            sent += 1;
            if (cn.status !== status || !cn.envelope || cn.envelope.msg === envelope.msg)
              failures.push(
                `${where}: msg not translated (${String(envelope.msg)} / ${String(cn.envelope?.msg)})`,
              );
          }
        }
        if (declaresLimit !== sendsLimit)
          failures.push(
            `${method.toUpperCase()} ${route}: X-RateLimit-* declared ${declaresLimit}, sent ${sendsLimit}`,
          );
      }
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `bad input: ${operations} operations, ${sent} requests (${translatedChecks} EN/CN pairs) in ${seconds.toFixed(1)} s`,
    );
    expect(operations).toBeGreaterThanOrEqual(200);
    expect(failures).toEqual([]);
  }, 360_000); // one loop over every operation (about 300, each several requests): grows with the API
});
