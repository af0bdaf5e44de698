// @postgres: the data scope holds on the production engine
// Over 300 lines: one matrix (every order-derived call x four callers) over one booted gateway whose
// scoped sub-accounts are set up once; a boot per file costs more than the cases.
import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { notifications, orders, orderTraces, users } from '../../db/schema';
import { ownedBy, type DataScope } from '../../db/tenant-scope';
import { PdfProbe } from '../../lib/pdf/pdf-probe';
import {
  SETUP_TIMEOUT,
  TEST_ENGINE,
  authHeaders,
  body,
  createTestApp,
  customerIdOf,
  get,
  loginDemoAccounts,
  post,
} from '../../test/helper';
import { scopedCallers } from '../../test/sub-accounts';
import { keysOfKind, notify } from '../notifications';

/**
 * The data scope and hide-money matrix: every order-derived call, called by the main account and
 * by sub-accounts scoped to one sender address, to their own orders, and with every order but the
 * amounts hidden. A call is one line of ORDER_CALLS: what it shows of a probe set of waybills.
 * (The finance and service calls join the matrix with a line each.)
 */

/** Which of the probe waybills a call shows the caller. */
type Seen = (app: FastifyInstance, token: string, probe: readonly string[]) => Promise<Set<string>>;

const api = (url: string) => `/customer-api${url}`;

/** Each probe waybill on its own: seen when the call answers it. */
const each =
  (shown: (app: FastifyInstance, token: string, billCode: string) => Promise<boolean>): Seen =>
  async (app, token, probe) => {
    const seen = new Set<string>();
    for (const billCode of probe) if (await shown(app, token, billCode)) seen.add(billCode);
    return seen;
  };

const listed = (url: string) =>
  each(async (app, token, billCode) => {
    const result = body(await post(app, api(url), { billCode, current: 1, size: 10 }, authHeaders(token)));
    return result.data.records.some((record: { billCode: string }) => record.billCode === billCode);
  });

const counted = (url: string) =>
  each(async (app, token, billCode) => {
    const result = body(await post(app, api(url), { billCode }, authHeaders(token)));
    return result.data.total > 0;
  });

type Rows = ExcelJS.CellValue[][];

async function rowsOf(response: LightMyRequestResponse): Promise<Rows> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const rows: Rows = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
}

const exported =
  (url: string): Seen =>
  async (app, token, probe) => {
    const response = await post(app, api(url), {}, authHeaders(token));
    const codes = new Set((await rowsOf(response)).slice(1).map((row) => String(row[0])));
    return new Set(probe.filter((code) => codes.has(code)));
  };

/** Every order-derived call of this branch: one line each. */
const ORDER_CALLS: [string, Seen][] = [
  ['POST /order/manage/page', listed('/order/manage/page')],
  ['POST /order/manage/count', counted('/order/manage/count')],
  ['POST /order/manage/export', exported('/order/manage/export')],
  ['POST /waybill/page', listed('/waybill/page')],
  ['POST /waybill/count', counted('/waybill/count')],
  ['POST /waybill/export', exported('/waybill/export')],
  [
    'POST /trace/list',
    async (app, token, probe) => {
      const result = body(await post(app, api('/trace/list'), { billCodes: probe }, authHeaders(token)));
      return new Set(result.data.list.map((item: { billCode: string }) => item.billCode));
    },
  ],
  [
    'POST /order/arrivalTime',
    each(async (app, token, billCode) => {
      const result = body(await post(app, api('/order/arrivalTime'), { billCode }, authHeaders(token)));
      return result.msg !== 'waybill not found';
    }),
  ],
  [
    'GET /label/print/{style}/{id}',
    each(async (app, token, billCode) =>
      String(
        (await get(app, api(`/label/print/A6/${billCode}?type=2`), authHeaders(token))).headers[
          'content-type'
        ],
      ).includes('application/pdf'),
    ),
  ],
  [
    'POST /label/printBatch',
    each(async (app, token, billCode) => {
      const response = await post(
        app,
        api('/label/printBatch'),
        { type: 2, items: [{ id: billCode }] },
        authHeaders(token),
      );
      return response.statusCode === 200 && response.headers['content-type'] === 'application/pdf';
    }),
  ],
  [
    'GET /order/phone',
    each(
      async (app, token, billCode) =>
        body(await get(app, api(`/order/phone?billCode=${billCode}`), authHeaders(token))).code === 1,
    ),
  ],
];

/** The JSON calls whose answers hold amounts, and the export calls whose files do. */
const MONEY_CALLS: [string, (app: FastifyInstance, token: string) => Promise<LightMyRequestResponse>][] = [
  ['POST /order/manage/page', (app, token) => post(app, api('/order/manage/page'), {}, authHeaders(token))],
  ['POST /waybill/page', (app, token) => post(app, api('/waybill/page'), {}, authHeaders(token))],
];
const MONEY_EXPORTS: [string, string][] = [
  ['POST /order/manage/export', '/order/manage/export'],
  ['POST /waybill/export', '/waybill/export'],
];

/**
 * The names of the fields the OpenAPI document marks x-money in every answer they occur in
 * (`codAmount`, `freightFee`; request bodies do not count). A name that is money in one answer and
 * something else in another (`total`: a commission total, and a page's row count) cannot be told
 * apart by name in an answer: left out.
 */
function moneyFieldNames(): Set<string> {
  const marked = new Set<string>();
  const unmarkedInAnswers = new Set<string>();
  const visit = (node: unknown, inAnswer: boolean): void => {
    if (Array.isArray(node)) return node.forEach((item) => visit(item, inAnswer));
    if (node === null || typeof node !== 'object') return;
    const properties = (node as { properties?: Record<string, { 'x-money'?: boolean }> }).properties;
    for (const [name, schema] of Object.entries(properties ?? {}))
      if (schema?.['x-money']) marked.add(name);
      else if (inAnswer) unmarkedInAnswers.add(name);
    for (const [key, child] of Object.entries(node)) visit(child, inAnswer || key === 'responses');
  };
  visit(JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../openapi.json'), 'utf8')), false);
  return new Set([...marked].filter((name) => !unmarkedInAnswers.has(name)));
}

/** The money field names an answer holds, at any depth. */
function moneyIn(value: unknown, names: ReadonlySet<string>, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => moneyIn(item, names, found));
  else if (value !== null && typeof value === 'object')
    for (const [key, field] of Object.entries(value)) {
      if (names.has(key)) found.add(key);
      moneyIn(field, names, found);
    }
  return found;
}

const KEYS = [
  'orderManagement',
  'orderManagement_EXCEL',
  'orderManagement_PRINT',
  'orderManagement_DETAIL',
  'myWaybill',
  'myWaybill_EXCEL',
  'expressTracking',
  'downloadCenter',
  'downloadCenter_EXCEL',
  // held-parcel notices open this page
  'stopGodownQuiry',
  'notificationCenter',
];

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > ms) throw new Error(`gave up after ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe(`data scope and hide money on every order-derived call (${TEST_ENGINE})`, () => {
  let app: FastifyInstance;
  let demo: string;
  let customerId: number;
  const tokens: Record<string, string> = {};
  /** What each caller must see of the probe. */
  const expected: Record<string, Set<string>> = {};
  let probe: string[];
  let senderKeyOfScope: string;

  beforeAll(async () => {
    app = await createTestApp();
    [demo] = await loginDemoAccounts(app);
    customerId = await customerIdOf(app);
    const tenant = { customerId };
    const all = await app.db
      .select({ id: orders.id, billCode: orders.billCode, senderKey: orders.senderKey })
      .from(orders)
      // a cancelled order prints no label for anyone: the probe holds orders every call can show
      .where(ownedBy(orders, tenant, isNotNull(orders.senderKey), ne(orders.status, 'CANCELLED')));
    // the sender with the fewest orders: the scope keeps some and leaves the most
    const bySender = new Map<string, typeof all>();
    for (const order of all)
      bySender.set(order.senderKey!, [...(bySender.get(order.senderKey!) ?? []), order]);
    const [scopeKey, inScope] = [...bySender.entries()].sort((a, b) => a[1].length - b[1].length)[0];
    senderKeyOfScope = scopeKey;
    const outOfScope = all.filter((order) => order.senderKey !== scopeKey);
    expect(inScope.length).toBeGreaterThan(0);
    expect(outOfScope.length).toBeGreaterThan(3);
    // the scoped sender address: the book entry of that place (added, as the shipper would)
    const [sample] = await app.db
      .select()
      .from(orders)
      .where(ownedBy(orders, tenant, eq(orders.id, inScope[0].id)));
    const { ownUserId, ...callers } = await scopedCallers(app, demo, 'scope', KEYS, sample);
    Object.assign(tokens, callers);
    // two orders "entered by" the own-scoped clerk
    const own = { id: ownUserId };
    const ownOrders = outOfScope.slice(0, 2);
    await app.db
      .update(orders)
      .set({ createdBy: own.id })
      .where(
        ownedBy(
          orders,
          tenant,
          inArray(
            orders.id,
            ownOrders.map((order) => order.id),
          ),
        ),
      );

    probe = [...inScope.slice(0, 3), ...outOfScope.slice(0, 5)].map((order) => order.billCode);
    expected.main = new Set(probe);
    expected.hidden = new Set(probe);
    expected.sender = new Set(inScope.slice(0, 3).map((order) => order.billCode));
    expected.own = new Set(ownOrders.map((order) => order.billCode));
  }, SETUP_TIMEOUT * 2);
  afterAll(() => app.close());

  describe.each(ORDER_CALLS)('%s', (_name, seen) => {
    it.each(['main', 'sender', 'own', 'hidden'])('shows %s exactly the orders in its scope', async (who) => {
      expect([...(await seen(app, tokens[who], probe))].sort()).toEqual([...expected[who]].sort());
    });
  });

  it('pages and counts a scoped list without a filter: every row in scope, the total its own', async () => {
    const [main, scoped] = await Promise.all(
      [tokens.main, tokens.sender].map(
        async (token) =>
          body(await post(app, api('/order/manage/page'), { current: 1, size: 100 }, authHeaders(token)))
            .data,
      ),
    );
    const inScope = await app.db
      .select({ id: orders.id })
      .from(orders)
      .where(ownedBy(orders, { customerId }, eq(orders.senderKey, senderKeyOfScope)));
    expect(scoped.total).toBe(inScope.length);
    expect(main.total).toBeGreaterThan(scoped.total);
    expect(scoped.records.map((record: { id: number }) => record.id).sort()).toEqual(
      inScope.map((row) => row.id).sort(),
    );
    const counts = body(await post(app, api('/order/manage/count'), {}, authHeaders(tokens.sender))).data;
    expect(counts.total).toBe(inScope.length);
  });

  it('a notice about each probe waybill reaches exactly the callers whose scope shows it (issue 29 item 2)', async () => {
    const accounts = await app.db
      .select({ id: users.id, loginCode: users.loginCode })
      .from(users)
      .where(
        ownedBy(
          users,
          { customerId },
          inArray(users.loginCode, ['demo', 'scope_sender', 'scope_own', 'scope_hidden']),
        ),
      );
    const whoOf = new Map(
      accounts.map((account) => [
        account.id,
        account.loginCode === 'demo' ? 'main' : account.loginCode.slice(6),
      ]),
    );
    for (const billCode of probe) {
      const [order] = await app.db
        .select({ id: orders.id })
        .from(orders)
        .where(ownedBy(orders, { customerId }, eq(orders.billCode, billCode)));
      const ids = await notify(
        app.db,
        { customerId },
        {
          category: 'PROBLEM_PARCEL',
          ...keysOfKind('parcelHeld'),
          params: { billCode, place: 'Hub Cakung', reason: 'Alamat salah', deadline: '2026-12-01 10:00' },
          link: `/stopGodownQuiry?billCode=${billCode}`,
          orderId: order.id,
        },
      );
      const got = (
        await app.db
          .select({ userId: notifications.userId })
          .from(notifications)
          .where(inArray(notifications.id, ids))
      )
        .map((row) => whoOf.get(row.userId))
        .filter((who) => who !== undefined)
        .sort();
      const want = ['main', 'sender', 'own', 'hidden'].filter((who) => expected[who].has(billCode)).sort();
      expect({ billCode, got }).toEqual({ billCode, got: want });
    }
  });

  it('limits every table with an order_id to the scope (a semi-join on orders)', async () => {
    const scope: DataScope = { senderKeys: [senderKeyOfScope] };
    const traced = await app.db
      .selectDistinct({ orderId: orderTraces.orderId })
      .from(orderTraces)
      .where(ownedBy(orderTraces, { customerId, dataScope: scope }));
    const inScope = await app.db
      .select({ id: orders.id })
      .from(orders)
      .where(ownedBy(orders, { customerId }, eq(orders.senderKey, senderKeyOfScope)));
    expect(traced.map((row) => row.orderId).sort()).toEqual(inScope.map((row) => row.id).sort());
    const none = await app.db
      .select({ id: orderTraces.id })
      .from(orderTraces)
      .where(ownedBy(orderTraces, { customerId, dataScope: { senderKeys: [] } }));
    expect(none).toEqual([]);
  });

  it('applies the scope and the hide-money flag to an export run by the download centre', async () => {
    const queuedFile = async (token: string) => {
      const inlineMax = app.config.exportInlineMaxRows;
      app.config.exportInlineMaxRows = 0;
      let exportId: number;
      try {
        const answer = body(await post(app, api('/order/manage/export'), {}, authHeaders(token)));
        expect(answer.code).toBe(1);
        exportId = answer.data.exportId;
      } finally {
        app.config.exportInlineMaxRows = inlineMax;
      }
      const record = await until(
        async () => body(await post(app, api('/download/record'), { id: exportId }, authHeaders(token))),
        (answer) => answer.code === 1 && Boolean(answer.data?.url),
      );
      const file = await get(app, record.data.url);
      expect(file.statusCode).toBe(200);
      return rowsOf(file);
    };
    const scoped = await queuedFile(tokens.sender);
    const codes = scoped.slice(1).map((row) => String(row[0]));
    const inScope = await app.db
      .select({ billCode: orders.billCode })
      .from(orders)
      .where(ownedBy(orders, { customerId }, eq(orders.senderKey, senderKeyOfScope)));
    expect(codes.sort()).toEqual(inScope.map((row) => row.billCode).sort());
    expect(scoped[0]).toContain('COD amount');
    const hidden = await queuedFile(tokens.hidden);
    expect(hidden[0]).not.toContain('COD amount');
    expect(hidden[0]).not.toContain('Total fee');
    expect(hidden.length).toBeGreaterThan(codes.length);
  });

  describe('hide money', () => {
    const names = moneyFieldNames();

    it('knows the amounts of the order answers', () => {
      expect([...names]).toEqual(expect.arrayContaining(['codAmount', 'freightFee', 'totalFee']));
    });

    it.each(MONEY_CALLS)(
      '%s: no amount for a hide-money user, the amounts for the others',
      async (_name, call) => {
        const hidden = body(await call(app, tokens.hidden));
        expect(hidden.code).toBe(1);
        expect(hidden.data.records.length).toBeGreaterThan(0);
        expect([...moneyIn(hidden, names)]).toEqual([]);
        const shown = body(await call(app, tokens.main));
        expect([...moneyIn(shown, names)]).toContain('codAmount');
        // the rest of the answer is the same
        expect(hidden.data.total).toBe(shown.data.total);
      },
    );

    it.each([
      [
        'GET /label/print/{style}/{id}',
        (token: string, billCode: string) =>
          get(app, api(`/label/print/A6/${billCode}?type=2&discountPrint=1`), authHeaders(token)),
      ],
      [
        'POST /label/printBatch',
        (token: string, billCode: string) =>
          post(
            app,
            api('/label/printBatch'),
            { type: 2, items: [{ id: billCode }], printCod: 1, discountPrint: 1 },
            authHeaders(token),
          ),
      ],
    ])(
      '%s: a label without amounts for a hide-money user, even when asked for them',
      async (_name, print) => {
        const [codOrder] = await app.db
          .select({ billCode: orders.billCode })
          .from(orders)
          .where(
            ownedBy(orders, { customerId }, inArray(orders.billCode, probe), sql`${orders.codAmount} > 0`),
          );
        expect(codOrder).toBeDefined();
        const textOf = async (token: string) => {
          const response = await print(token, codOrder.billCode);
          expect(response.headers['content-type']).toBe('application/pdf');
          return new PdfProbe(response.rawPayload).text();
        };
        const [shown, hidden] = await Promise.all([textOf(tokens.main), textOf(tokens.hidden)]);
        expect(shown).toMatch(/Rp [\d.]+/);
        expect(hidden).toContain(codOrder.billCode);
        expect(hidden).not.toMatch(/Rp/);
      },
    );

    it.each(MONEY_EXPORTS)('%s: no money column for a hide-money user', async (_name, url) => {
      const [hidden, shown] = await Promise.all(
        [tokens.hidden, tokens.main].map(
          async (token) => (await rowsOf(await post(app, api(url), {}, authHeaders(token))))[0],
        ),
      );
      expect(shown).toContain('COD amount');
      expect(hidden).not.toContain('COD amount');
      expect(hidden).not.toContain('Freight');
      expect(hidden.length).toBeLessThan(shown.length);
    });
  });
});
