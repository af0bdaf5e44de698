// @postgres: the data scope holds on the production engine
// Over 300 lines: one booted gateway and one set of scoped sub-accounts for the derived rows' matrix and
// for what reaches those callers beyond the rows (notices, the claim formula, matching); a boot per file costs more.
import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, isNotNull, notInArray, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  claims,
  codLines,
  notifications,
  orders,
  parcelReturns,
  problemParcels,
  users,
} from '../../db/schema';
import { DEMO_BILL_CODES } from '../../db/seed/orders-data';
import { money } from '../../i18n/money-text';
import { keysOfKind, notify } from '../notifications';
import { acrossTenants, ownedBy } from '../../db/tenant-scope';
import {
  SETUP_TIMEOUT,
  TEST_ENGINE,
  authHeaders,
  body,
  createTestApp,
  customerIdOf,
  loginDemoAccounts,
  post,
} from '../../test/helper';
import { amountPattern, noticeTexts, readySubAccount, scopedCallers } from '../../test/sub-accounts';

/**
 * The data scope on the rows other domains derive from orders (held parcels, returns, claims, COD lines):
 * each table gets three copies of one of its rows, on an order of the scoped sender address, an
 * order the own-scoped clerk entered, and an order of neither; each list call must show every
 * caller exactly the copies in its scope. A table is one line of DERIVED.
 */

type Schema = {
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  'x-money'?: boolean;
};
const OPENAPI = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../openapi.json'), 'utf8')) as {
  paths: Record<
    string,
    { post: { responses: Record<string, { content: Record<string, { schema: Schema }> }> } }
  >;
  components: { schemas: Record<string, Schema> };
};
const resolved = (schema: Schema): Schema =>
  schema.$ref ? resolved(OPENAPI.components.schemas[schema.$ref.split('/').pop()!]) : schema;

/** The fields of a page call's records that the contract marks as money (x-money). */
function moneyOfRecords(call: string): string[] {
  const answer = resolved(
    OPENAPI.paths[`/customer-api${call}`].post.responses['200'].content['application/json'].schema,
  );
  const records = resolved(resolved(resolved(answer.properties!.data).properties!.records).items!);
  return Object.entries(records.properties!)
    .filter(([, field]) => [field, ...(field.anyOf ?? [])].some((part) => resolved(part)['x-money']))
    .map(([key]) => key);
}

interface DerivedTable {
  /** The list calls that show the table's rows. */
  calls: string[];
  table: PgTable & { id: PgColumn; orderId: PgColumn; billCode: PgColumn; customerId: PgColumn };
  /** What a copy must change besides its order (its unique numbers). */
  unique: (n: number) => Record<string, unknown>;
  /** Which row to copy, when not any. */
  template?: SQL;
}

const DERIVED: DerivedTable[] = [
  { calls: ['/problemParcel/page'], table: problemParcels, unique: () => ({}) },
  { calls: ['/parcelReturn/page'], table: parcelReturns, unique: (n) => ({ returnBillCode: `JRSCOPE${n}` }) },
  { calls: ['/claim/page'], table: claims, unique: (n) => ({ claimNo: `CSCOPE${n}` }) },
  {
    calls: ['/codBill/page', '/codCommission/page'],
    table: codLines,
    unique: () => ({}),
    template: eq(codLines.status, 'COLLECTED'),
  },
];

const KEYS = [
  'stopGodownQuiry',
  'returnQuiry',
  'workOrder',
  'orderManagement',
  'codBillpage',
  'codReconciliation',
  // the notices, the claim form's cap preview and settlement matching (issue 29)
  'notificationCenter',
  'workOrder_ADD',
  'codeReconciliation',
  'monthlyStatement',
];
const WHO = ['main', 'sender', 'own', 'hidden'] as const;

describe(`data scope on the rows derived from orders (${TEST_ENGINE})`, () => {
  let app: FastifyInstance;
  let customerId: number;
  const tokens: Record<string, string> = {};
  /** The waybills of the three copies: in the sender scope, the clerk's own, neither. */
  let copies: { inScope: string; own: string; neither: string };

  beforeAll(async () => {
    app = await createTestApp();
    const [demo] = await loginDemoAccounts(app);
    customerId = await customerIdOf(app);
    const tenant = { customerId };
    // the test database holds no COD lines: one delivered COD order makes the template
    const made = await post(app, '/customer-api/test/finance/codOrders', {
      customerCode: 'C001',
      first: 990,
      at: '2026-11-02T03:00:00.000Z',
      orders: [{ codAmount: 120_000, fate: 'DELIVER' }],
    });
    expect(body(made).code).toBe(1);
    const taken = new Set<number>();
    for (const { table } of DERIVED)
      for (const row of await app.db
        .select({ orderId: table.orderId })
        .from(table)
        .where(ownedBy(table, tenant)))
        taken.add(row.orderId as number);
    const free = await app.db
      .select()
      .from(orders)
      .where(ownedBy(orders, tenant, isNotNull(orders.senderKey), notInArray(orders.id, [...taken])))
      .limit(40);
    const [scoped] = free;
    const others = free.filter((order) => order.senderKey !== scoped.senderKey);
    expect(others.length).toBeGreaterThan(1);
    const { ownUserId, ...callers } = await scopedCallers(app, demo, 'derived', KEYS, scoped);
    Object.assign(tokens, callers);
    const own = { id: ownUserId };
    const [ownOrder, neither] = others;
    await app.db
      .update(orders)
      .set({ createdBy: own.id })
      .where(ownedBy(orders, tenant, eq(orders.id, ownOrder.id)));
    // neither in the scope nor the clerk's
    await app.db
      .update(orders)
      .set({ createdBy: null })
      .where(ownedBy(orders, tenant, eq(orders.id, neither.id)));
    copies = { inScope: scoped.billCode, own: ownOrder.billCode, neither: neither.billCode };

    let n = 0;
    for (const { table, unique, template: which } of DERIVED) {
      const [template] = await app.db
        .select()
        .from(table)
        .where(ownedBy(table, tenant, which))
        .limit(1);
      expect(template).toBeDefined();
      const { id: _id, ...fields } = template as Record<string, unknown>;
      for (const order of [scoped, ownOrder, neither]) {
        n += 1;
        await acrossTenants('seed', () =>
          app.db
            .insert(table)
            .values({ ...fields, ...unique(n), orderId: order.id, billCode: order.billCode } as never),
        );
      }
    }
  }, SETUP_TIMEOUT * 2);
  afterAll(() => app.close());

  const expected = (who: (typeof WHO)[number]) =>
    who === 'sender'
      ? [copies.inScope]
      : who === 'own'
        ? [copies.own]
        : [copies.inScope, copies.neither, copies.own];

  const CALLS = DERIVED.flatMap(({ calls }) => calls);

  it.each(CALLS)('POST %s: no amount for a hide-money user, the amounts for the others', async (call) => {
    const money = moneyOfRecords(call);
    expect(money.length).toBeGreaterThan(0);
    const [shown, hidden] = await Promise.all(
      [tokens.main, tokens.hidden].map(async (token) => {
        const answer = body(
          await post(app, `/customer-api${call}`, { billCode: copies.neither }, authHeaders(token)),
        );
        expect(answer.code).toBe(1);
        expect(answer.data.records.length).toBeGreaterThan(0);
        return answer.data.records[0] as Record<string, unknown>;
      }),
    );
    expect(money.filter((key) => key in hidden)).toEqual([]);
    expect(money.filter((key) => key in shown).length).toBeGreaterThan(0);
  });

  describe.each(CALLS)('POST %s', (call) => {
    it.each(WHO)('shows %s exactly the copies in its scope', async (who) => {
      const seen: string[] = [];
      for (const billCode of Object.values(copies)) {
        const answer = body(
          await post(
            app,
            `/customer-api${call}`,
            { billCode, current: 1, size: 10 },
            authHeaders(tokens[who]),
          ),
        );
        expect(answer.code).toBe(1);
        if (answer.data.records.some((record: { billCode: string }) => record.billCode === billCode))
          seen.push(billCode);
      }
      expect(seen.sort()).toEqual(expected(who).sort());
    });
  });

  describe('hide money beyond the answer fields: texts, formulas, oracles (issue 29)', () => {
    const AMOUNT = 3_618_442;
    const OLD_AMOUNT = 4_592_443;
    /** No grouped amount, no long number, no rupiah. */
    const ANY_AMOUNT = /Rp|\d{4,}|\d{1,3}[.,]\d{3}/;

    /** A notice with an amount typed as money, and one written before that kind existed. */
    const writeNotices = async () => {
      await notify(
        app.db,
        { customerId },
        {
          category: 'COD',
          titleKey: 'cod.notify.paid.title',
          bodyKey: 'cod.notify.paid.body',
          params: { batchNo: 'COD-SCOPE-1', amount: money(AMOUNT), reference: 'TRF-SCOPE-1' },
          link: '/codeReconciliation',
        },
      );
      // a notice written before amounts were typed as money (a plain number): the reader's flag
      // still decides when it is read
      const readers = await app.db
        .select({ id: users.id })
        .from(users)
        .where(ownedBy(users, { customerId }, eq(users.isUsed, '1')));
      await acrossTenants('seed', () =>
        app.db.insert(notifications).values(
          readers.map((reader) => ({
            customerId,
            userId: reader.id,
            category: 'COD',
            titleKey: 'statement.notify.issued.title',
            bodyKey: 'statement.notify.issued.body',
            params: {
              statementNo: 'STM-SCOPE-1',
              period: '2026-10',
              amount: OLD_AMOUNT,
              dueDay: '2026-11-20',
            },
            link: '/monthlyStatement',
          })),
        ),
      );
    };

    it('notification texts (centre and home page): rupiah for the main account, no amount for a hide-money user', async () => {
      await writeNotices();
      const shown = (await noticeTexts(app, tokens.main)).join('\n');
      expect(shown).toContain('Rp 3.618.442');
      expect(shown).toContain('Rp 4.592.443');
      // in every language
      for (const language of ['ID', 'EN', 'CN']) {
        const hidden = await noticeTexts(app, tokens.hidden, language);
        expect(hidden.some((text) => text.includes('COD-SCOPE-1'))).toBe(true);
        expect(hidden.some((text) => text.includes('STM-SCOPE-1'))).toBe(true);
        for (const text of hidden) {
          expect(text).not.toMatch(amountPattern(AMOUNT));
          expect(text).not.toMatch(amountPattern(OLD_AMOUNT));
        }
      }
    });

    it('POST /claim/capPreview: the formula with rupiah for the main account, in words only for a hide-money user', async () => {
      const [shown, hidden] = await Promise.all(
        [tokens.main, tokens.hidden].map(async (token) => {
          const answer = body(
            await post(
              app,
              '/customer-api/claim/capPreview',
              { billCode: copies.neither, claimType: 'LOST' },
              authHeaders(token, 'ID'),
            ),
          );
          expect(answer.code).toBe(1);
          return answer.data as { formula: string };
        }),
      );
      expect(shown.formula).toMatch(/Rp \d{1,3}(\.\d{3})+/);
      expect(hidden.formula.length).toBeGreaterThan(0);
      expect(hidden.formula).not.toMatch(ANY_AMOUNT);
    });

    it('POST /claim/file: a hide-money user above the cap is not refused (no oracle of the cap): the claim is filed for the cap', async () => {
      const answer = body(
        await post(
          app,
          '/customer-api/claim/file',
          { billCode: DEMO_BILL_CODES.created, claimType: 'LOST', amountClaimed: 999_999_999 },
          authHeaders(tokens.hidden),
        ),
      );
      expect(answer.code).toBe(1);
      expect(JSON.stringify(answer)).not.toMatch(/999999999|amountClaimed|"cap"/);
      const [filed] = await app.db
        .select({ amountClaimed: claims.amountClaimed, cap: claims.cap })
        .from(claims)
        .where(ownedBy(claims, { customerId }, eq(claims.billCode, DEMO_BILL_CODES.created)));
      expect(filed.cap).toBeGreaterThan(0);
      expect(filed.amountClaimed).toBe(filed.cap);
    });

    it('POST /codMatching/upload: refused to a hide-money user with its reason (no amount comparison), answered to the main account', async () => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('matching');
      sheet.addRow(['Waybill or customer order no.', 'Expected COD amount']);
      sheet.addRow([copies.neither, 120_000]);
      const data = Buffer.from(await workbook.xlsx.writeBuffer());
      const boundary = '----scope-matching';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="m.xlsx"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const upload = async (token: string) =>
        body(
          await app.inject({
            method: 'POST',
            url: '/customer-api/codMatching/upload',
            payload,
            headers: {
              ...authHeaders(token),
              'content-type': `multipart/form-data; boundary=${boundary}`,
            },
          }),
        );
      const shown = await upload(tokens.main);
      expect(shown.code).toBe(1);
      expect(shown.data.rows).toHaveLength(1);
      const hidden = await upload(tokens.hidden);
      expect(hidden.code).not.toBe(1);
      expect(hidden.msg).toMatch(/does not show amounts/);
      expect(JSON.stringify(hidden)).not.toMatch(/PAID_|DIFFERENT|120000/);
    });
  });

  describe('who receives a notice (issue 36 item 10, issue 29 item 2)', () => {
    const WATCHED = ['demo', 'derived_sender', 'derived_own', 'derived_hidden', 'derived_nopage'];
    let loginOf: Map<number, string>;

    beforeAll(async () => {
      // a clerk with everything but the held-parcel page
      await readySubAccount(app, tokens.main, {
        loginCode: 'derived_nopage',
        permissionKeys: KEYS.filter((key) => key !== 'stopGodownQuiry'),
      });
      const accounts = await app.db
        .select({ id: users.id, loginCode: users.loginCode })
        .from(users)
        .where(ownedBy(users, { customerId }, inArray(users.loginCode, WATCHED)));
      loginOf = new Map(accounts.map((account) => [account.id, account.loginCode]));
    });

    /** Who of WATCHED gets the notice, by login. */
    const receivers = async (ids: number[]) =>
      (
        await app.db
          .select({ userId: notifications.userId })
          .from(notifications)
          .where(inArray(notifications.id, ids.length > 0 ? ids : [0]))
      )
        .map((row) => loginOf.get(row.userId))
        .filter((login) => login !== undefined)
        .sort();

    const heldNotice = async (billCode: string) => {
      const [order] = await app.db
        .select({ id: orders.id })
        .from(orders)
        .where(ownedBy(orders, { customerId }, eq(orders.billCode, billCode)));
      return notify(
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
    };

    it.each([
      ['neither', ['demo', 'derived_hidden']],
      ['inScope', ['demo', 'derived_hidden', 'derived_sender']],
      ['own', ['demo', 'derived_hidden', 'derived_own']],
    ] as const)(
      'a held-parcel notice about the %s copy: the main account, and only the sub-accounts whose scope covers it and that hold the page',
      async (copy, expected) => {
        expect(await receivers(await heldNotice(copies[copy]))).toEqual([...expected].sort());
      },
    );

    it("a scoped sub-account's notification centre shows no notice of another sender's waybill", async () => {
      await heldNotice(copies.neither);
      const texts = await noticeTexts(app, tokens.sender);
      expect(texts.some((text) => text.includes(copies.neither))).toBe(false);
      expect((await noticeTexts(app, tokens.main)).some((text) => text.includes(copies.neither))).toBe(true);
    });

    it('a notice about no order: everyone holding its page; a page no sub-account holds: the main account only', async () => {
      const notice = (link: string) =>
        notify(
          app.db,
          { customerId },
          { category: 'SYSTEM', ...keysOfKind('importFailed'), params: { fileName: 'x.xlsx' }, link },
        );
      expect(await receivers(await notice('/codeReconciliation'))).toEqual([...WATCHED].sort());
      expect(await receivers(await notice('/orderImport?taskId=1'))).toEqual(['demo']);
    });
  });
});
