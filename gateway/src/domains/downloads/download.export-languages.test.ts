/**
 * Exports in the reader's language, all seven of them (issue 34): every registered export type's
 * title and column headers in each language are written in that language (Thai and Khmer in their
 * scripts; Malay and Vietnamese not the English text), never the English one unless the text is a
 * code (CODE: NPWP, PPN) or a word the language writes the same way. Then files requested in each
 * of the seven app codes go through the download centre's job: their header row, sheet cells
 * labels and list title are in that language.
 */
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { LANGS, langFromHeader, type Lang } from '../../i18n/language';
import type { Localized } from '../../lib/locale/locale';
import type { XlsxColumn } from '../../lib/xlsx-write/xlsx';
import { seedCodDemo } from '../../ops/finance-demo';
import { ORDER_STATUSES, statusLabel } from '../../parcel/status';
import {
  authHeaders,
  body,
  createTestApp,
  customerIdOf,
  get,
  loginDemoAccounts,
  post,
  SETUP_TIMEOUT,
} from '../../test/helper';
import { exportTypes, type ExportType } from './download-export-registry.service';
import { requestExport } from './download.service';
import { CODE_TEXTS, EXPORT_TEXTS } from './export-texts';
import { COD_LINE_STATUS_LABELS } from '../finance/cod/cod.export-texts';
// every domain that offers exports, registered as the gateway registers them
import '../orders';
import '../imports';
import '../addresses';
import '../finance';
import '../service';
import '../account';
import '../reports';

/** The script a language's text must show (Malay and Vietnamese are Latin: compared with English instead). */
const SCRIPT: Partial<Record<Lang, RegExp>> = {
  zh: /[\u4E00-\u9FFF]/,
  th: /[\u0E00-\u0E7F]/,
  km: /[\u1780-\u17FF]/,
};

/**
 * Texts a language writes as English does (Indonesian and Malay say "Status" too); nothing else
 * may read as the English text.
 */
const SAME_AS_ENGLISH: Partial<Record<Lang, ReadonlySet<string>>> = {
  id: new Set(['Status', 'Total', 'Item']),
  ms: new Set(['Status']),
};

/** Why a text is not in `lang` (null when it is). */
function notInLanguage(text: string, en: string, lang: Lang): string | null {
  if (text.trim() === '') return 'empty';
  if (lang === 'en' || CODE_TEXTS.has(text)) return null;
  const script = SCRIPT[lang];
  if (script) return script.test(text) ? null : 'not in its script';
  return text === en && !SAME_AS_ENGLISH[lang]?.has(text) ? 'the English text' : null;
}

/** A filter a type takes without data (its defaults), for the columns the type writes. */
function defaultFilter(type: ExportType): unknown {
  const parsed = type.filter.safeParse({});
  return parsed.success ? parsed.data : {};
}

/** Never called: tsc checks that a header or a sheet's label with only zh/en/id is refused. */
export function threeLanguagesDoNotCompile(): [XlsxColumn<unknown>, Record<string, Localized>] {
  return [
    // @ts-expect-error th, km, ms and vi are missing
    { header: { zh: '例子', en: 'example', id: 'contoh' }, width: 8, value: () => '' },
    // @ts-expect-error th, km, ms and vi are missing
    { EXAMPLE: { zh: '例子', en: 'example', id: 'contoh' } },
  ];
}

const types = exportTypes().filter((type) => !type.type.startsWith('test-'));

describe('every export type in seven languages', () => {
  it('finds the export types', () => {
    expect(types.length).toBeGreaterThanOrEqual(18);
  });

  it.each(types.flatMap((type) => LANGS.map((lang) => [type.type, lang, type] as const)))(
    '%s (%s): title and headers in the language',
    (_name, lang, type) => {
      const bad = [
        { en: type.title.en, text: type.title[lang] },
        ...type.columns(lang, defaultFilter(type)).map((column) => ({
          en: column.header.en,
          text: column.header[lang],
        })),
      ]
        .map(({ en, text }) => ({ en, text, why: notInLanguage(text ?? '', en, lang) }))
        .filter(({ why }) => why !== null);
      expect(bad).toEqual([]);
    },
  );
});

describe('files requested in each of the seven languages', () => {
  let app: FastifyInstance;
  let demo: string;
  let customerId: number;
  let userId: number;

  beforeAll(async () => {
    app = await createTestApp();
    [demo] = await loginDemoAccounts(app);
    customerId = await customerIdOf(app);
    await seedCodDemo(app, new Date('2026-11-28T05:00:00.000Z'));
    const users = (await app.db.execute(`select id from users where login_code = 'demo'`)) as unknown as {
      rows: { id: number }[];
    };
    userId = users.rows[0].id;
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  /** The finished file's first sheet, and the list record, of an export asked in `language`. */
  async function exported(language: string, type: string, filter: unknown) {
    const row = await requestExport(app, { customerId, userId, language }, type, filter);
    let record: { status: string; typeTitle: string } | undefined;
    for (let tries = 0; tries < 1200 && record?.status !== 'COMPLETED'; tries += 1) {
      if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      const list = body(
        await post(app, '/customer-api/download/list', { current: 1, size: 50 }, authHeaders(demo, language)),
      ).data;
      record = list.records.find((item: { id: number }) => item.id === row.id);
      expect(record?.status).not.toBe('FAILED');
    }
    expect(record?.status).toBe('COMPLETED');
    const link = body(await post(app, '/customer-api/download/record', { id: row.id }, authHeaders(demo)));
    const file = await get(app, link.data.url);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows: ExcelJS.CellValue[][] = [];
    workbook.worksheets[0].eachRow((sheetRow) =>
      rows.push((sheetRow.values as ExcelJS.CellValue[]).slice(1)),
    );
    return { record: record!, rows };
  }

  // the spec's app codes, as a session keeps them
  it.each(['CN', 'EN', 'YN', 'TH', 'KH', 'MY', 'VN'])(
    'language %s: the order and COD bill files have their headers, labels and title in it',
    async (language) => {
      const lang = langFromHeader(language);
      const orders = exported(language, 'orders', {});
      const cod = exported(language, 'codBill', {});
      for (const [type, { record, rows }] of [
        ['orders', await orders],
        ['codBill', await cod],
      ] as const) {
        const exportType = types.find((candidate) => candidate.type === type)!;
        const columns = exportType.columns(lang, defaultFilter(exportType));
        expect(rows[0]).toEqual(columns.map((column) => column.header[lang]));
        expect(rows[0].filter((header) => notInLanguage(String(header), '', lang) !== null)).toEqual([]);
        expect(record.typeTitle).toBe(exportType.title[lang]);
        expect(rows.length).toBeGreaterThan(1);
      }
      // a status in a cell reads as the language's label: the parcel's, the COD line's
      const statusLabels = {
        orders: new Set(ORDER_STATUSES.map((status) => statusLabel(status, lang))),
        codBill: new Set(Object.values(COD_LINE_STATUS_LABELS).map((label) => label[lang])),
      };
      for (const [type, { rows }] of [
        ['orders', await orders],
        ['codBill', await cod],
      ] as const) {
        const at = rows[0].indexOf(EXPORT_TEXTS.status[lang]);
        expect(at).toBeGreaterThanOrEqual(0);
        const unknown = rows.slice(1).filter((row) => !statusLabels[type].has(String(row[at])));
        expect(unknown).toEqual([]);
      }
    },
    120_000,
  );
});
