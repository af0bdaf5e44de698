import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { noticeReads, notices } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/core';
import {
  SETUP_TIMEOUT,
  authHeaders,
  body,
  createTestApp,
  get,
  loginDemoAccounts,
  post,
} from '../../test/helper';
import { HELP_CATEGORIES } from './notice.rules';

type Notice = {
  id: number;
  title: string;
  content: string;
  link: string | null;
  level: string;
  category: string | null;
  startsAt: string | null;
  endsAt: string | null;
};

const HOUR_MS = 3_600_000;
const text = (en: string) => ({ zh: `${en}（中文）`, en, id: `${en} (ID)` });

describe('help, advert and warning notices', () => {
  let app: FastifyInstance;
  let demo: string;
  let demoSub: string;
  let other: string;
  const list = async (kind: string, headers: Record<string, string> = {}): Promise<Notice[]> => {
    const response = await get(app, `/customer-api/common/${kind}`, headers);
    expect(response.statusCode).toBe(200);
    return body(response).data;
  };
  const titles = async (kind: string, headers: Record<string, string> = {}) =>
    (await list(kind, headers)).map((notice) => notice.title);
  const readCount = async () =>
    (await app.db.select({ total: sql<number>`count(*)::int` }).from(noticeReads))[0].total;

  beforeAll(async () => {
    app = await createTestApp();
    [demo, demoSub, other] = await loginDemoAccounts(app);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app.close();
  });

  it('shows the seeded regional disruption with its level and window, not the expired Idul Fitri notice', async () => {
    const warnings = await list('warning');
    expect(warnings.map((warning) => warning.title)).toEqual([
      'Flooding in North Jakarta: deliveries delayed',
    ]);
    const [flood] = warnings;
    expect(flood).toMatchObject({ level: 'warning', category: null, link: '/expressTracking', endsAt: null });
    expect(flood.content).toContain('Penjaringan and Pluit');
    expect(Date.parse(flood.startsAt as string)).toBeLessThan(Date.now());
    const stored = await app.db.select().from(notices).where(eq(notices.kind, 'warning'));
    expect(stored.map((row) => row.title.en)).toContain('Delivery notice for Idul Fitri');
  });

  it('answers in the request language', async () => {
    expect(await titles('warning', { language: 'YN' })).toEqual([
      'Banjir di Jakarta Utara: pengiriman terlambat',
    ]);
    expect(await titles('warning', { language: 'CN' })).toEqual(['北雅加达洪水：派送延误']);
    const help = await list('help', { language: 'YN' });
    expect(help[0]).toMatchObject({
      title: 'Cara impor pesanan massal',
      category: 'orders',
      link: '/orderImport',
      level: 'info',
    });
    expect(help[0].content).toMatch(/^Unduh templat Excel/);
  });

  it('seeds help articles in every group, each linking only into the portal', async () => {
    const help = await list('help');
    expect(help.length).toBeGreaterThanOrEqual(8);
    expect(new Set(help.map((article) => article.category))).toEqual(new Set(HELP_CATEGORIES));
    for (const article of help) if (article.link) expect(article.link).toMatch(/^\/[A-Za-z]+$/);
    expect(await titles('advert')).toEqual(['SUPER next-day delivery', 'Free pickup from 5 parcels']);
  });

  it('shows only active notices inside their window, by sort', async () => {
    const now = Date.now();
    const rows = await app.db
      .insert(notices)
      .values([
        { kind: 'warning', title: text('Open window'), content: text('c'), sort: 90, level: 'error' },
        {
          kind: 'warning',
          title: text('Started, ends later'),
          content: text('c'),
          sort: 80,
          startsAt: new Date(now - HOUR_MS),
          endsAt: new Date(now + HOUR_MS),
        },
        {
          kind: 'warning',
          title: text('Not yet started'),
          content: text('c'),
          sort: 1,
          startsAt: new Date(now + HOUR_MS),
        },
        {
          kind: 'warning',
          title: text('Already ended'),
          content: text('c'),
          sort: 1,
          endsAt: new Date(now - 1000),
        },
        { kind: 'warning', title: text('Withdrawn'), content: text('c'), sort: 1, active: false },
        { kind: 'warning', title: text('Odd level'), content: text('c'), sort: 95, level: 'urgent' },
      ])
      .returning({ id: notices.id });
    try {
      const warnings = await list('warning');
      expect(warnings.map((warning) => warning.title)).toEqual([
        'Flooding in North Jakarta: deliveries delayed',
        'Started, ends later',
        'Open window',
        'Odd level',
      ]);
      expect(warnings.map((warning) => warning.level)).toEqual(['warning', 'info', 'error', 'info']);
      expect(warnings[1].endsAt).toBe(new Date(now + HOUR_MS).toISOString());
    } finally {
      await app.db.delete(notices).where(
        inArray(
          notices.id,
          rows.map((row) => row.id),
        ),
      );
    }
  });

  it('stops showing an advert to the user who dismissed it, and to no one else', async () => {
    const [first, second] = await list('advert', authHeaders(demo));
    expect(body(await post(app, '/customer-api/notice/read', { id: first.id }, authHeaders(demo))).code).toBe(
      1,
    );
    // twice is the same as once
    expect(body(await post(app, '/customer-api/notice/read', { id: first.id }, authHeaders(demo))).code).toBe(
      1,
    );
    expect((await list('advert', authHeaders(demo))).map((advert) => advert.id)).toEqual([second.id]);
    for (const headers of [authHeaders(demoSub), authHeaders(other), {}])
      expect((await list('advert', headers)).map((advert) => advert.id)).toEqual([first.id, second.id]);
    // a token that opens no session: answered as to anyone, not refused
    expect((await list('advert', authHeaders('no-such-token'))).map((advert) => advert.id)).toEqual([
      first.id,
      second.id,
    ]);
  });

  it('keeps help and warnings listed after they are marked read', async () => {
    const [article] = await list('help', authHeaders(demoSub));
    const [warning] = await list('warning', authHeaders(demoSub));
    for (const id of [article.id, warning.id])
      expect(body(await post(app, '/customer-api/notice/read', { id }, authHeaders(demoSub))).code).toBe(1);
    expect((await list('help', authHeaders(demoSub)))[0].id).toBe(article.id);
    expect((await list('warning', authHeaders(demoSub)))[0].id).toBe(warning.id);
  });

  it('refuses an unknown notice with the translated message and records nothing', async () => {
    const before = await readCount();
    const [{ maxId }] = await app.db.select({ maxId: sql<number>`max(${notices.id})::int` }).from(notices);
    const unknown = maxId + 1000;
    for (const [language, msg] of [
      ['EN', 'this notice does not exist'],
      ['YN', 'pemberitahuan ini tidak ditemukan'],
      ['CN', '公告不存在'],
    ]) {
      const response = await post(
        app,
        '/customer-api/notice/read',
        { id: unknown },
        authHeaders(demo, language),
      );
      expect(body(response).code).toBe(404);
      expect(body(response)).toEqual({ code: 404, msg, data: null });
    }
    for (const bad of [{ id: 0 }, { id: -3 }, { id: 1.5 }, { id: 'abc' }, {}])
      expect((await post(app, '/customer-api/notice/read', bad, authHeaders(demo))).statusCode).toBe(400);
    const [advert] = await list('advert');
    expect((await post(app, '/customer-api/notice/read', { id: advert.id })).statusCode).toBe(401);
    expect(await readCount()).toBe(before);
  });

  it('seeds again without duplicating, keeps what was managed, and dates a notice seeded before the window existed', async () => {
    const count = async () =>
      (await app.db.select({ total: sql<number>`count(*)::int` }).from(notices))[0].total;
    const before = await count();
    const byTitle = sql`${notices.title}->>'en'`;
    // an advert withdrawn as data stays withdrawn
    await app.db.update(notices).set({ active: false }).where(eq(byTitle, 'Free pickup from 5 parcels'));
    // the Idul Fitri warning as a database seeded before migration 0019 holds it
    await app.db
      .update(notices)
      .set({ level: 'info', category: null, startsAt: null, endsAt: null })
      .where(eq(byTitle, 'Delivery notice for Idul Fitri'));
    expect(await titles('warning')).toContain('Delivery notice for Idul Fitri');
    try {
      await seedReferenceData(app.db);
      expect(await count()).toBe(before);
      expect(await titles('warning')).toEqual(['Flooding in North Jakarta: deliveries delayed']);
      expect(await titles('advert')).toEqual(['SUPER next-day delivery']);
    } finally {
      await app.db.update(notices).set({ active: true }).where(eq(byTitle, 'Free pickup from 5 parcels'));
    }
  });
});
