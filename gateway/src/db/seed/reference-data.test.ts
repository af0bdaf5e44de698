import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { notices } from '../schema';
import { createTestApp } from '../../test/helper';
import { MENU_TREE } from './menu-data';
import { noticeSeed } from './reference-data';

const HELP = noticeSeed().filter((notice) => notice.kind === 'help');
const articleTitled = (title: string) => {
  const article = HELP.find((notice) => notice.title.en === title);
  if (!article) throw new Error(`no help article "${title}"`);
  return article;
};

/** The portal's pages: the menu seed's, and the host's own (read as text: no frontend import here). */
function portalPaths(): Set<string> {
  const menu = MENU_TREE.flatMap((group) => group.pages).map((page) => `/${page.code}`);
  const routeTable = readFileSync(join(__dirname, '../../../../host/src/routing/routeTable.ts'), 'utf8');
  const host = [...routeTable.matchAll(/\bpath:\s*'(\/[^']*)'/g)].map((match) => match[1]);
  return new Set([...menu, ...host]);
}

describe('help articles', () => {
  it('link only to pages the portal has', () => {
    const paths = portalPaths();
    const links = HELP.map((article) => article.link).filter((link): link is string => Boolean(link));
    expect(links.length).toBeGreaterThan(3);
    expect(links.filter((link) => !paths.has(link.split('?')[0]))).toEqual([]);
  });

  it('send shippers to the printing the screens have: quick print for many labels, no batch print in My waybills (issue 35)', () => {
    const { content } = articleTitled('Printing labels');
    expect(content.en).not.toMatch(/batch print/i);
    expect(content.id).not.toMatch(/cetak massal/i);
    expect(content.zh).not.toMatch(/批量打印/);
    // the buttons as the screens label them: quick print's Print, a row's Print label
    expect(content.en).toMatch(/Quick print .*choose Print: one PDF/);
    expect(content.en).toContain('Print label');
    expect(content.id).toMatch(/pilih Cetak: .*Cetak label/);
    expect(content.zh).toMatch(/点击“打印”.*“打印面单”/);
  });

  it('name screens as the menu names them', () => {
    const { content } = articleTitled('Sub-accounts and their permissions');
    const page = MENU_TREE.flatMap((group) => group.pages).find((one) => one.code === 'authoritySetting');
    for (const lang of ['zh', 'en', 'id'] as const) expect(content[lang]).toContain(page?.name[lang]);
  });
});

describe('migration 0039', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  }, 60_000);
  afterAll(() => app.close());

  it('corrects a printing article still holding the old seeded text, and leaves an edited one alone', async () => {
    const old = {
      zh: '快速打印：输入运单号即可找到订单并立即打印面单。批量打印：在我的运单中勾选订单后选择批量打印，所有面单合并为一个 PDF，可直接用热敏打印机打印。',
      en: 'Quick print finds an order by its waybill number and prints its label at once. For many labels, select the orders in My waybills and choose batch print: one PDF holds all the labels, ready for a thermal printer.',
      id: 'Cetak cepat mencari pesanan dari nomor resi dan langsung mencetak labelnya. Untuk banyak label, pilih pesanan di Resi saya lalu pilih cetak massal: semua label ada dalam satu PDF, siap untuk printer thermal.',
    };
    const printing = and(eq(notices.kind, 'help'), sql`${notices.title}->>'en' = 'Printing labels'`);
    const contentNow = async () => (await app.db.select().from(notices).where(printing))[0].content;
    const migrate = async () => {
      const file = readFileSync(
        join(__dirname, '../../../drizzle/0039_help_articles_name_real_screens.sql'),
        'utf8',
      );
      for (const statement of file.split('--> statement-breakpoint'))
        await app.db.execute(sql.raw(statement));
    };

    await app.db.update(notices).set({ content: old }).where(printing);
    await migrate();
    expect(await contentNow()).toEqual(articleTitled('Printing labels').content);

    const edited = { ...old, en: 'Our own words about printing.' };
    await app.db.update(notices).set({ content: edited }).where(printing);
    await migrate();
    expect(await contentNow()).toEqual(edited);
  });
});
