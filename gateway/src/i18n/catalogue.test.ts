import { readdirSync } from 'node:fs';
import path from 'node:path';
import { LANGS, type Lang } from './language';
import { messages, registerMessages } from './messages';
import '../http/validation-messages';
import { PAYMENT_METHOD_LABELS, SELLER_TYPE_LABELS } from '../parcel/order-codes';
import { RATE_TABLE, ZONE_LABELS } from '../parcel/rate-table';
import { STATUS_LABELS } from '../parcel/status';
import { TRACE_DESCRIPTIONS } from '../parcel/trace-text';

/**
 * Walks every catalogue of texts a user can get back from the gateway: i18n/messages.ts (with the
 * validation messages registered into it), every exported record of every domain `*.messages.ts`,
 * the notification texts among them (found on disk, so a new file is walked without being listed
 * here), and the parcel status, trace, payment, seller, product and zone texts of parcel.
 */
type Entry = { source: string; key: string; text: Record<string, unknown> };

const ADDED: readonly Lang[] = ['th', 'km', 'ms', 'vi'];

const isText = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && 'en' in value && 'zh' in value;

function entriesOf(source: string, catalogue: unknown): Entry[] {
  if (typeof catalogue !== 'object' || catalogue === null || Array.isArray(catalogue)) return [];
  return Object.entries(catalogue)
    .filter(([, text]) => isText(text))
    .map(([key, text]) => ({ source, key, text: text as Record<string, unknown> }));
}

const domainsDir = path.join(__dirname, '..', 'domains');
const messageFiles = readdirSync(domainsDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.messages.ts'))
  .sort();

const entries: Entry[] = [
  ...entriesOf('i18n/messages.ts', messages),
  ...entriesOf('parcel/status.ts', STATUS_LABELS),
  ...entriesOf('parcel/trace-text.ts', TRACE_DESCRIPTIONS),
  ...entriesOf('parcel/order-codes.ts payment', PAYMENT_METHOD_LABELS),
  ...entriesOf('parcel/order-codes.ts seller', SELLER_TYPE_LABELS),
  ...entriesOf('parcel/rate-table.ts zone', ZONE_LABELS),
  ...entriesOf(
    'parcel/rate-table.ts product',
    Object.fromEntries(Object.entries(RATE_TABLE).map(([product, rate]) => [product, rate.name])),
  ),
  ...messageFiles.flatMap((file) =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- files found on disk
    Object.values(require(path.join(domainsDir, file)) as Record<string, unknown>).flatMap((exported) =>
      entriesOf(file, exported),
    ),
  ),
];

const placeholders = (text: string): string[] => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

/** The script each of the new languages must be written in (Latin for Malay and Vietnamese). */
const SCRIPT: Record<string, RegExp> = {
  th: /[\u0E00-\u0E7F]/,
  km: /[\u1780-\u17FF]/,
  ms: /[a-z]/i,
  vi: /[a-zà-ỹđ]/i,
};

/** Never called: tsc checks that a catalogue with only zh/en/id is refused. */
export function threeLanguagesDoNotCompile(): void {
  // @ts-expect-error th, km, ms and vi are missing
  registerMessages({ 'example.threeLanguages': { zh: '例子', en: 'example', id: 'contoh' } });
}

describe('message catalogues in seven languages', () => {
  it('finds the catalogues', () => {
    expect(messageFiles.length).toBeGreaterThanOrEqual(17);
    expect(entries.length).toBeGreaterThan(450);
  });

  it.each(entries.map((entry) => [`${entry.source} ${entry.key}`, entry] as const))(
    '%s has a text in every language',
    (_name, { text }) => {
      for (const lang of LANGS) {
        expect([lang, typeof text[lang]]).toEqual([lang, 'string']);
        expect([lang, (text[lang] as string).trim().length > 0]).toEqual([lang, true]);
      }
    },
  );

  it.each(entries.map((entry) => [`${entry.source} ${entry.key}`, entry] as const))(
    '%s keeps the English placeholders, script and is translated',
    (_name, { text }) => {
      const en = text.en as string;
      for (const lang of ADDED) {
        const translated = text[lang] as string;
        expect([lang, placeholders(translated)]).toEqual([lang, placeholders(en)]);
        const prose = translated.replace(/\{\w+\}/g, '');
        expect([lang, SCRIPT[lang].test(prose)]).toEqual([lang, true]);
        expect([lang, translated]).not.toEqual([lang, en]);
      }
    },
  );
});
