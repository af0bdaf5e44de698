/**
 * Every text of the portal in all seven languages: each source file of the host, the remotes and
 * `shared` that registers texts (`addResources`) has its Thai, Khmer, Malay and Vietnamese files
 * beside it, and every registered namespace has the same keys in zh, en, id, th, km, ms and vi,
 * the same placeholders, and no text left in English where it should be translated.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import {
  BUNDLED_LANGUAGES,
  LAZY_LANGUAGES,
  TEXT_LANGUAGES,
  textsRegistrations,
  type TextLanguage,
  type TextsRegistration,
} from 'shared';

const ROOT = join(__dirname, '../../..');
const PACKAGES = ['host', 'remote-orders', 'remote-finance', 'remote-service', 'remote-account', 'shared'];
const LAZY_FILE = /\.(th|km|ms|vi)\.tsx?$/;

/**
 * Words that stay as they are in every language: brand and product names, codes, units (a text
 * made only of these, numbers, symbols and placeholders is not a missed translation).
 */
const KEPT_EVERYWHERE = new Set(
  ['J&T', 'Express', 'COD', 'PDF', 'Excel', 'XLSX', 'CSV', 'API', 'ID', 'OK', 'WIB', 'kg', 'cm', 'Rp', 'IDR']
    .concat(['VIP', 'SHA', 'WhatsApp', 'Email', 'E', 'mail', 'URL', 'QR', 'SMS', 'NPWP', 'KTP', 'PIN', 'OTP'])
    .concat(['A6', 'A4', 'SLA', 'NIB', 'PPN', 'JP', 'xlsx', 'P90'])
    .map((word) => word.toLowerCase()),
);

/** Words English shares with a Latin-script language on purpose (loanwords its shippers use). */
const SHARED_WITH_ENGLISH: Partial<Record<TextLanguage, string[]>> = {
  id: [
    'detail',
    'batch',
    'valid',
    'file',
    'login',
    'bank',
    'status',
    'total',
    'normal',
    'admin',
    'online',
    'no',
    'median',
  ],
  ms: [
    'status',
    'bank',
    'normal',
    'admin',
    'online',
    'total',
    'waybill',
    'import',
    'eksport',
    'memo',
    'median',
  ],
  zh: [],
};

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** True when a text equal to its English one needs no translation in that language. */
function keptAsIs(text: string, language: TextLanguage): boolean {
  const words = text
    .replace(/\{\{\s*[\w.]+\s*\}\}/g, ' ')
    .split(/[^\p{L}\p{N}&]+/u)
    .filter((word) => word && !/^\p{N}+$/u.test(word))
    .map((word) => word.toLowerCase());
  const shared = SHARED_WITH_ENGLISH[language] ?? [];
  return words.every((word) => KEPT_EVERYWHERE.has(word) || shared.includes(word));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // test helpers (host's test/, shared's testing/) add texts the app registers elsewhere
    if (entry.isDirectory())
      return ['node_modules', 'test', 'testing'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !LAZY_FILE.test(entry.name)
      ? [path]
      : [];
  });
}

/** The files that call addResources (not its definition, not a comment's example). */
const textFiles = PACKAGES.flatMap((name) => sourceFiles(join(ROOT, name, 'src'))).filter((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .some((line) => /^\s*addResources\(/.test(line)),
);

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value))
      for (const [path, text] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(path, text);
  return out;
}

/** A text's placeholders ({{name}}), without {{count}} (a plural's singular may spell it out). */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]))]
    .filter((name) => name !== 'count')
    .sort()
    .join();

/** Leaf texts by key, plural forms (key_one, key_other…) folded into their key (the _other form). */
function byKey(value: unknown): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, text] of leaves(value)) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (!out.has(base) || key.endsWith('_other')) out.set(base, text);
  }
  return out;
}

describe('texts in seven languages', () => {
  it('finds the text files', () => {
    expect(textFiles.length).toBeGreaterThan(40);
  });

  it.each(textFiles.map((file) => [relative(ROOT, file)]))(
    '%s loads its th, km, ms and vi files (beside it) with its addResources',
    (file) => {
      const source = readFileSync(join(ROOT, file), 'utf8');
      const loaded = new Map(
        [...source.matchAll(/import\((?:\/\*.*?\*\/\s*)?'(\.\/[\w./]+)\.(th|km|ms|vi)'\)/g)].map((m) => [
          m[2],
          m[1],
        ]),
      );
      const missing = LAZY_LANGUAGES.filter((language) => {
        const stem = loaded.get(language);
        return !stem || !existsSync(join(ROOT, dirname(file), `${stem}.${language}.ts`));
      });
      expect({ file, missing }).toEqual({ file, missing: [] });
    },
  );

  describe('every registered namespace', () => {
    beforeAll(async () => {
      for (const file of textFiles) {
        const module = (await import(file)) as Record<string, unknown>;
        // some folders register in a function the app calls at boot
        for (const [name, value] of Object.entries(module))
          if (typeof value === 'function' && /^register\w*Texts$/.test(name)) (value as () => void)();
      }
    });

    const registrations = () => textsRegistrations();

    /** A registration's texts in every language: bundled, or fetched by its loader. */
    async function textsOf(registration: TextsRegistration): Promise<Partial<Record<TextLanguage, unknown>>> {
      const texts: Partial<Record<TextLanguage, unknown>> = { ...registration.bundled };
      for (const language of TEXT_LANGUAGES) {
        const loader = registration.lazy?.[language];
        if (!texts[language] && loader) texts[language] = (await loader()).default;
      }
      return texts;
    }

    const topKeys = (texts: unknown) => Object.keys((texts ?? {}) as object).join(', ');

    it('each registration has zh, en and id (bundled or loaders) and loaders for th, km, ms and vi', async () => {
      const untranslated: string[] = [];
      for (const registration of registrations()) {
        const texts = await textsOf(registration);
        if (
          LAZY_LANGUAGES.some((language) => !registration.lazy?.[language]) ||
          BUNDLED_LANGUAGES.some((language) => !texts[language])
        )
          untranslated.push(`${registration.namespace}: ${topKeys(texts.en ?? texts.zh)}`);
      }
      expect(untranslated).toEqual([]);
    });

    it('has every key in all seven languages, the same placeholders, and no English left', async () => {
      const problems: string[] = [];
      for (const registration of registrations()) {
        const texts = await textsOf(registration);
        const english = byKey(texts.en);
        const where = `${registration.namespace}[${topKeys(texts.en).replaceAll(' ', '')}]`;
        for (const language of TEXT_LANGUAGES) {
          if (language === 'en') continue;
          if (!texts[language]) {
            problems.push(`${where}: no ${language} texts`);
            continue;
          }
          const translated = byKey(texts[language]);
          for (const [key, text] of english) {
            const other = translated.get(key);
            if (other === undefined) problems.push(`${where} ${language}: missing ${key}`);
            else if (placeholders(other) !== placeholders(text))
              problems.push(
                `${where} ${language}: ${key} placeholders {${placeholders(other)}} ≠ {${placeholders(text)}}`,
              );
            else if (other === text && !keptAsIs(text, language))
              problems.push(`${where} ${language}: ${key} still in English: '${text}'`);
          }
          for (const key of translated.keys())
            if (!english.has(key)) problems.push(`${where} ${language}: extra key ${key}`);
        }
      }
      expect(problems).toEqual([]);
    });
  });
});
