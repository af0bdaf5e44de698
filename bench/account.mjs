// Issue 19, what must show 3: the receiver address book at 100,000 addresses (search by name or by
// phone prefix, p95 <= 20 ms) and the order page at BENCH_ORDERS orders for a sub-account scoped to
// one sender address next to the main account, in the same run (target: the scoped page within 1.5x
// of the unscoped one). Through the real routes (the built gateway in this process, app.inject) on
// PostgreSQL, p50/p95 over REQUESTS calls per case after a warm-up.
import { performance } from 'node:perf_hooks';
import { BENCH_ORDERS, gatewayModule, Pool, prepareBenchData, seedFigures } from './seed.mjs';
import { percentile, round1 } from './support.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;
const ADDRESSES = Number(process.env.BENCH_ADDRESSES ?? 100_000);
const ADDRESS_TARGET_P95_MS = 20;
const SCOPED_RATIO_TARGET = 1.5;

async function measure(app, headers, url, payload) {
  const call = async () => {
    const response = await app.inject({ method: 'POST', url, payload, headers });
    const body = response.json();
    if (body.code !== 1) throw new Error(`${url} ${JSON.stringify(payload)}: ${body.msg}`);
    return body.data;
  };
  for (let i = 0; i < WARM_UP; i += 1) await call();
  const times = [];
  let data;
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    data = await call();
    times.push(performance.now() - started);
  }
  return {
    requests: REQUESTS,
    p50Ms: round1(percentile(times, 50)),
    p95Ms: round1(percentile(times, 95)),
    maxMs: round1(Math.max(...times)),
    rows: data.records?.length,
    total: data.total,
  };
}

/** A session for a user that needs no password change and has accepted the current agreement. */
async function readySession(app, pool, userId) {
  const { openSession } = gatewayModule('auth/session-store.js');
  await pool.query(`update users set need_update_password = '0' where id = $1`, [userId]);
  await pool.query(
    `insert into privacy_reads (user_id, code, version, channel)
       select $1, code, max(version), 'offline' from privacy_agreements where code = $2 group by code
     on conflict do nothing`,
    [userId, app.config.privacyAgreementCode],
  );
  return { authToken: await openSession(app.db, userId), language: 'EN' };
}

export async function run() {
  const data = await prepareBenchData('account', { orders: BENCH_ORDERS, addresses: ADDRESSES });
  const { url } = data;
  const { buildApp } = gatewayModule('app.js');
  const app = await buildApp({ config: { databaseUrl: url, logLevel: 'warn' } });
  await app.ready();
  const pool = new Pool({ connectionString: url, max: 1 });
  const results = {};
  try {
    const main = await readySession(app, pool, data.userId);
    // orders made before sender keys existed get theirs (the account seed's backfill)
    const { backfillSenderKeys } = gatewayModule('db/seed/account.js');
    await backfillSenderKeys(app.db);

    // the scope: the sender address of a fifth of the orders (the bulk seed's Bandung warehouse)
    const { rows: senders } = await pool.query(
      `select sender_name, sender_phone, sender_district_code, sender_address, count(*)::int as n
         from orders where customer_id = $1 group by 1, 2, 3, 4 order by n asc`,
      [data.customerId],
    );
    const sender = senders.find((row) => row.n > 0.1 * BENCH_ORDERS) ?? senders[0];
    const saved = (
      await app.inject({
        method: 'POST',
        url: '/customer-api/addressBook/save',
        headers: main,
        payload: {
          kind: 'SENDER',
          name: sender.sender_name,
          phone: sender.sender_phone,
          districtCode: sender.sender_district_code,
          address: sender.sender_address,
        },
      })
    ).json();
    if (saved.code !== 1) throw new Error(`sender address: ${saved.msg}`);
    const loginCode = `bench_scope_${Date.now().toString(36)}`;
    const created = (
      await app.inject({
        method: 'POST',
        url: '/customer-api/user/newAccount',
        headers: main,
        payload: {
          loginCode,
          userName: 'Bench scoped',
          email: `${loginCode}@example.co.id`,
          password: 'Bench2026scope',
          permissionKeys: ['orderManagement', 'receivingAddress'],
          dataScope: 'SENDERS',
          senderAddressIds: [saved.data.id],
        },
      })
    ).json();
    if (created.code !== 1) throw new Error(`sub-account: ${created.msg}`);
    const { rows: users } = await pool.query('select id from users where login_code = $1', [loginCode]);
    const scoped = await readySession(app, pool, users[0].id);

    const orderPage = (name, headers, payload) => {
      console.log(`› ${name}`);
      return measure(app, headers, '/customer-api/order/manage/page', payload);
    };
    results.mainFirstPage = await orderPage('main account, first page', main, { current: 1, size: 20 });
    results.scopedFirstPage = await orderPage('scoped sub-account, first page', scoped, {
      current: 1,
      size: 20,
    });
    results.mainPage50 = await orderPage('main account, page 50', main, { current: 50, size: 20 });
    results.scopedPage50 = await orderPage('scoped sub-account, page 50', scoped, { current: 50, size: 20 });
    results.scopedSenderShare = round1((100 * results.scopedFirstPage.total) / results.mainFirstPage.total);
    for (const [scopedCase, mainCase] of [
      ['scopedFirstPage', 'mainFirstPage'],
      ['scopedPage50', 'mainPage50'],
    ]) {
      const ratio = round1(results[scopedCase].p95Ms / results[mainCase].p95Ms);
      results[scopedCase] = {
        ...results[scopedCase],
        ratioToMain: ratio,
        targetRatio: SCOPED_RATIO_TARGET,
        met: ratio <= SCOPED_RATIO_TARGET,
      };
    }

    const book = (name, keyword) => {
      console.log(`› receiver book: ${name}`);
      return measure(app, main, '/customer-api/addressBook/page', {
        kind: 'RECEIVER',
        keyword,
        current: 1,
        size: 10,
      });
    };
    const { rows: sample } = await pool.query(
      `select name, phone from address_book_entries where customer_id = $1 and kind = 'RECEIVER' order by id limit 1 offset 4242`,
      [data.customerId],
    );
    for (const [name, keyword] of [
      ['by name', sample[0].name.split(' ')[0]],
      ['by whole name', sample[0].name],
      ['by phone prefix', sample[0].phone.slice(0, 7)],
    ]) {
      const result = await book(name, keyword);
      results[`book ${name}`] = {
        ...result,
        keyword,
        targetP95Ms: ADDRESS_TARGET_P95_MS,
        met: result.p95Ms <= ADDRESS_TARGET_P95_MS,
      };
    }
  } finally {
    await pool.end();
    await app.close();
  }
  return { data: seedFigures(data), results };
}
