import fs from 'node:fs';
import path from 'node:path';
import * as ts from 'typescript';

/**
 * The gateway's layout (ARCHITECTURE.md section 8, issue 14), checked on the source files:
 *
 * - `db/` and `lib/` import nothing from `domains/`, and `lib/` nothing from `db/` (not even a
 *   type or seed data: a library takes rows or a loader from its caller);
 * - a domain imports another domain only through its `index.ts`, `*.rules.ts` or `*.schemas.ts`;
 * - a domain folder holds `index.ts`, `<resource>.<role>.ts` files with a role of FILE_ROLES, and
 *   their tests (`<resource>.<what it tests>.test.ts`); a big domain may group a resource's files in
 *   one level of subfolders (`finance/cod/`, `orders/list/`), never deeper;
 * - a URL leads to its file: `/<first>/<second>/…` is served by `<first>.routes.ts`, or by
 *   `<first>-<part>.routes.ts` when that resource's routes are split into several files (`part`
 *   usually the second segment: `/order/manage/page` in `order-manage.routes.ts`), names in kebab
 *   case (`/addressBook/page` in `address-book.routes.ts`). One-segment URLs are actions of the
 *   auth domain and of freight (`/login`, `/logout`, `/resetPassword`, `/freight`): they sit in a
 *   routes file of their domain named after one of them or the resource they act on (`/session` in
 *   `login.routes.ts`, `/forgetPassword` in `user-password.routes.ts`);
 * - every path of openapi.json is served by exactly one routes file, so the URLs read here are
 *   the ones the gateway serves; a URL stands for the path under whichever of the three bases
 *   (`/customer-api`, `/readonly-api`, `/report-api`) the document has it;
 * - routes stay thin (issue 37): a `*.routes.ts` imports neither `drizzle-orm` nor `db/schema` (its
 *   queries live in the domain's `*.repo.ts`), and each handler it registers is at most
 *   HANDLER_MAX_LINES lines of code;
 * - one upload helper: only `http/upload.ts` registers `@fastify/multipart` and reads a multipart
 *   body (`request.parts()`, `request.file()`, ...); a route calls its `readUpload` (tests, which
 *   send uploads, may name them).
 */

const SRC = __dirname;
const OPENAPI = path.resolve(SRC, '../openapi.json');
/** The spec's three path bases (domains/index.ts): a routes file's URLs sit under one of them. */
const OPENAPI_BASES = ['/customer-api', '/readonly-api', '/report-api'];

/** Files of the cross-domain surface: what another domain may import. */
const PUBLIC_DOMAIN_FILE = /(^index|\.rules|\.schemas)\.ts$/;
/**
 * What a file of a domain is, after its resource's name (issue 37 item 8: one short list, where 65
 * roles had grown, 55 of them used once): its routes, their zod schemas, its queries (repo), its
 * business rules (pure functions), its translated texts (messages), work that combines them
 * (service), a job of the queue, a download-centre export type and the seven-language texts of its
 * file (export-texts: headers and cell labels, typed so a missing language does not compile), what
 * turns data into a file or a view (render), a worker thread's program, and code only tests and
 * benchmarks use (test-support).
 */
export const FILE_ROLES = [
  'routes',
  'schemas',
  'repo',
  'rules',
  'messages',
  'service',
  'job',
  'export-type',
  'export-texts',
  'render',
  'worker',
  'test-support',
] as const;
const KEBAB = '[a-z0-9]+(?:-[a-z0-9]+)*';
const DOMAIN_FILE = new RegExp(
  `^(?:(?:${KEBAB}/)?(?:${KEBAB}\\.(?:${FILE_ROLES.join('|')})|${KEBAB}(?:\\.${KEBAB}){0,2}\\.test)\\.ts|index\\.ts)$`,
);
const SPECIFIER =
  /(?:\bfrom|\bimport|\brequire|\bjest\.(?:mock|requireActual|doMock))\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const URL_LITERAL = /['"`](\/[a-z][A-Za-z]*(?:\/(?:[A-Za-z]+|:[a-z]+))*)['"`]/g;
/** A URL built in a loop: `/dict/${segment}` serves every `/dict/<one segment>`. */
const URL_TEMPLATE = /`(\/[a-z][A-Za-z]*(?:\/[A-Za-z]+)*)\/\$\{[^}]+\}`/g;

/**
 * The longest a route handler may be, in lines of code (blank and comment lines not counted), as
 * prettier prints it. A thin handler reads its input, checks what only HTTP knows (the session, an
 * upload's size), calls a repo, service or rules function, and shapes the envelope: the handlers
 * that did only that measured at most 37 lines when this rule came (a list with a dozen mapped
 * fields, an export with its headers); the ones over 40 all held a query, a parser or a business
 * rule that belongs in a repo, service or rules file, where it can be tested without HTTP.
 */
export const HANDLER_MAX_LINES = 40;
/** Modules a routes file does not import: the queries live in the domain's `*.repo.ts`. */
const QUERY_MODULE = /^(drizzle-orm(\/.*)?|(\.{1,2}\/)+(.*\/)?db\/schema(\/.*)?)$/;
const ANY_SPECIFIER = /(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g;
/** Reading a multipart body by hand: the one place that may is UPLOAD_HELPER. */
const MULTIPART_READ =
  /\b(?:request|req)\.(?:parts|file|files|saveRequestFiles)\s*\(|['"]@fastify\/multipart['"]/;
const UPLOAD_HELPER = 'http/upload.ts';
const ROUTE_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all']);

export type SourceFiles = ReadonlyMap<string, string>;

export function kebab(segment: string): string {
  return segment.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`);
}

/** A relative specifier of `from` (a path under src) as the source file it names, if any. */
function resolveSpecifier(files: SourceFiles, from: string, specifier: string): string | null {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  for (const candidate of [base, `${base}.ts`, `${base}/index.ts`])
    if (files.has(candidate)) return candidate;
  return null;
}

/** Drops comments, so a path in a JSDoc example is neither an import nor a served URL. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function importsOf(files: SourceFiles, file: string): string[] {
  const code = withoutComments(files.get(file) ?? '');
  const targets: string[] = [];
  for (const match of code.matchAll(SPECIFIER)) {
    const target = resolveSpecifier(files, file, match[1]);
    if (target) targets.push(target);
  }
  return targets;
}

const domainOf = (file: string): string | null => /^domains\/([^/]+)\//.exec(file)?.[1] ?? null;

/** The URLs a routes file registers, as written in it (`/order/manage/page`, `/label/print/:style/:id`). */
export function urlsOf(source: string): string[] {
  const code = withoutComments(source);
  return [
    ...[...code.matchAll(URL_LITERAL)].map((match) => match[1]),
    ...[...code.matchAll(URL_TEMPLATE)].map((match) => `${match[1]}/*`),
  ];
}

/** The openapi.json paths a served URL stands for (`/dict/*`: each `/dict/<segment>`). */
function openapiPathsOf(url: string, openapiPaths: readonly string[]): string[] {
  const templated = url.replace(/:([a-z]+)/gi, '{$1}');
  if (!url.endsWith('/*')) {
    const under = OPENAPI_BASES.map((base) => base + templated).filter((p) => openapiPaths.includes(p));
    return under.length > 0 ? under : [OPENAPI_BASES[0] + templated];
  }
  const prefixes = OPENAPI_BASES.map((base) => (base + templated).slice(0, -1));
  return openapiPaths.filter((p) =>
    prefixes.some((prefix) => p.startsWith(prefix) && !p.slice(prefix.length).includes('/')),
  );
}

/** The routes file names a URL may be served by, per the rule above. */
function servedBy(file: string, url: string): boolean {
  const name = path.posix.basename(file, '.routes.ts');
  const segments = url.split('/').filter(Boolean);
  const first = kebab(segments[0]);
  if (name === first || name.startsWith(`${first}-`)) return true;
  return segments.length === 1 && domainOf(file) !== null;
}

function namedAfterOne(file: string, urls: readonly string[]): boolean {
  const name = path.posix.basename(file, '.routes.ts');
  return urls.some((url) => {
    const first = kebab(url.split('/').filter(Boolean)[0]);
    return name === first || name.startsWith(`${first}-`);
  });
}

/** The lines of code of a piece of source: blank lines and comment-only lines not counted. */
function codeLines(text: string): number {
  return withoutComments(text)
    .split('\n')
    .filter((line) => line.trim() !== '').length;
}

/**
 * The handlers a routes file registers (`app.post('/x', options, async (request) => {...})`): the
 * URL as written, the handler's first line (1-based) and its lines of code. A handler passed by
 * name is measured where the file declares it.
 */
export function handlersOf(file: string, source: string): { url: string; line: number; lines: number }[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const declared = new Map<string, ts.Node>();
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionDeclaration(node) && node.name) declared.set(node.name.text, node);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      declared.set(node.name.text, node.initializer);
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ROUTE_METHODS.has(node.expression.name.text) &&
      node.arguments.length >= 2 &&
      (ts.isStringLiteralLike(node.arguments[0]) || ts.isTemplateExpression(node.arguments[0]))
    )
      calls.push(node);
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return calls.flatMap((call) => {
    const last = call.arguments[call.arguments.length - 1];
    const handler = ts.isIdentifier(last) ? declared.get(last.text) : last;
    if (!handler || !(ts.isArrowFunction(handler) || ts.isFunctionLike(handler))) return [];
    const start = handler.getStart(tree);
    return [
      {
        url: call.arguments[0].getText(tree).slice(1, -1),
        line: tree.getLineAndCharacterOfPosition(start).line + 1,
        lines: codeLines(source.slice(start, handler.end)),
      },
    ];
  });
}

/** The thin-route and one-upload-helper rules broken by `files`, one sentence each. */
function thinRouteViolations(files: SourceFiles): string[] {
  const problems: string[] = [];
  for (const [file, source] of files) {
    const code = withoutComments(source);
    if (file !== UPLOAD_HELPER && !file.endsWith('.test.ts') && MULTIPART_READ.test(code))
      problems.push(`${file} reads a multipart body itself: call readUpload from ${UPLOAD_HELPER}`);
    if (!file.endsWith('.routes.ts')) continue;
    const queryModules = [...code.matchAll(ANY_SPECIFIER)]
      .map((match) => match[1])
      .filter((specifier) => QUERY_MODULE.test(specifier));
    for (const specifier of new Set(queryModules))
      problems.push(
        `${file} imports ${specifier}: a routes file calls a repo, the queries live in *.repo.ts`,
      );
    for (const handler of handlersOf(file, source))
      if (handler.lines > HANDLER_MAX_LINES)
        problems.push(
          `${file}:${handler.line} ${handler.url}: a handler of ${handler.lines} lines (at most ${HANDLER_MAX_LINES}): move its work to a repo, service or rules function`,
        );
  }
  return problems;
}

/** The layout rules broken by `files` (paths relative to gateway/src), one sentence each. */
export function layoutViolations(files: SourceFiles, openapiPaths: readonly string[]): string[] {
  const problems: string[] = [];
  for (const file of files.keys()) {
    const from = domainOf(file);
    for (const target of importsOf(files, file)) {
      if (file.startsWith('lib/') && target.startsWith('db/'))
        problems.push(`${file} imports ${target}: lib/ reads no db/ (the caller passes what it needs)`);
      const to = domainOf(target);
      if (!to) continue;
      if (file.startsWith('db/')) problems.push(`${file} imports ${target}: db/ imports no domain`);
      else if (file.startsWith('lib/')) problems.push(`${file} imports ${target}: lib/ imports no domain`);
      else if (from && from !== to && !PUBLIC_DOMAIN_FILE.test(path.posix.basename(target)))
        problems.push(
          `${file} imports ${target}: another domain is reached through its index.ts, *.rules.ts or *.schemas.ts`,
        );
    }
    if (file.startsWith('domains/') && file !== 'domains/index.ts') {
      const inDomain = file.slice(`domains/${from}/`.length);
      if (!DOMAIN_FILE.test(inDomain))
        problems.push(
          `${file}: a domain holds index.ts and <resource>.<role>.ts files (roles: ${FILE_ROLES.join(', ')}), one subfolder deep at most`,
        );
    }
  }
  const servedIn = new Map<string, string[]>();
  for (const [file, source] of files) {
    if (!file.endsWith('.routes.ts')) continue;
    const urls = urlsOf(source);
    if (urls.length === 0) problems.push(`${file} serves no URL`);
    else if (!namedAfterOne(file, urls)) problems.push(`${file} is not named after a URL it serves`);
    for (const url of urls) {
      if (!servedBy(file, url))
        problems.push(`${file} serves ${url}, which belongs in ${kebab(url.split('/')[1])}*.routes.ts`);
      for (const openapiPath of openapiPathsOf(url, openapiPaths))
        servedIn.set(openapiPath, [...(servedIn.get(openapiPath) ?? []), file]);
    }
  }
  for (const openapiPath of openapiPaths) {
    const where = [...new Set(servedIn.get(openapiPath) ?? [])];
    if (where.length !== 1)
      problems.push(
        `${openapiPath} is served by ${where.length} routes files (${where.join(', ') || 'none'})`,
      );
  }
  return [...problems, ...thinRouteViolations(files)];
}

function readSources(dir: string, root = dir, found = new Map<string, string>()): Map<string, string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) readSources(full, root, found);
    else if (entry.name.endsWith('.ts'))
      found.set(path.relative(root, full).split(path.sep).join('/'), fs.readFileSync(full, 'utf8'));
  }
  return found;
}

describe('gateway layout', () => {
  const openapiPaths = Object.keys((JSON.parse(fs.readFileSync(OPENAPI, 'utf8')) as { paths: object }).paths);

  it('keeps db/ and lib/ out of the domains, lib/ out of db/, domains out of each other, a URL in its named file, routes thin and one upload helper', () => {
    expect(layoutViolations(readSources(SRC), openapiPaths)).toEqual([]);
  });

  it('reads the served URLs of every route of openapi.json', () => {
    const sources = readSources(SRC);
    const served = new Set(
      [...sources]
        .filter(([file]) => file.endsWith('.routes.ts'))
        .flatMap(([, source]) => urlsOf(source))
        .flatMap((url) => openapiPathsOf(url, openapiPaths)),
    );
    expect(openapiPaths.filter((p) => !served.has(p))).toEqual([]);
    expect(openapiPaths.length).toBeGreaterThan(100);
  });

  describe('fails on', () => {
    const good: [string, string][] = [
      ['lib/phone/phone-numbers.ts', 'export const X = 1;'],
      ['db/seed/orders.ts', "import { X } from '../../lib/phone/phone-numbers';"],
      ['domains/orders/index.ts', "export * from './order.rules';"],
      ['domains/orders/order.rules.ts', 'export const RULE = 1;'],
      ['domains/orders/order.repo.ts', 'export const REPO = 1;'],
      ['domains/orders/order-manage.routes.ts', "api.post('/order/manage/page', {}, h);"],
      [
        'domains/addresses/address-book.routes.ts',
        "import { RULE } from '../orders/order.rules';\napi.post('/addressBook/page', {}, h);",
      ],
    ];
    const paths = ['/customer-api/order/manage/page', '/customer-api/addressBook/page'];
    const check = (...extra: [string, string][]) => layoutViolations(new Map([...good, ...extra]), paths);

    it('nothing on a tree that keeps the rules', () => {
      expect(check()).toEqual([]);
    });

    it('db/ importing a domain', () => {
      expect(
        check(['db/seed/widgets.ts', "import { REPO } from '../../domains/orders/order.repo';"]),
      ).toEqual(['db/seed/widgets.ts imports domains/orders/order.repo.ts: db/ imports no domain']);
    });

    it('lib/ importing a domain, even its rules', () => {
      expect(check(['lib/regions/x.ts', "import { RULE } from '../../domains/orders/order.rules';"])).toEqual(
        ['lib/regions/x.ts imports domains/orders/order.rules.ts: lib/ imports no domain'],
      );
    });

    it('lib/ importing db/, even a type or seed data', () => {
      expect(
        check(
          ['db/client.ts', 'export type Database = object;'],
          ['db/seed/network.ts', "import { X } from '../../lib/phone/phone-numbers';"],
          ['lib/regions/x.ts', "import type { Database } from '../../db/client';"],
          ['lib/regions/x.test.ts', "import { Y } from '../../db/seed/network';"],
        ),
      ).toEqual([
        'lib/regions/x.ts imports db/client.ts: lib/ reads no db/ (the caller passes what it needs)',
        'lib/regions/x.test.ts imports db/seed/network.ts: lib/ reads no db/ (the caller passes what it needs)',
      ]);
    });

    it("a domain reaching into another domain's files", () => {
      expect(
        check(['domains/imports/import.repo.ts', "import { REPO } from '../orders/order.repo';"]),
      ).toEqual([
        'domains/imports/import.repo.ts imports domains/orders/order.repo.ts: another domain is reached through its index.ts, *.rules.ts or *.schemas.ts',
      ]);
    });

    it('a routes file not named after the URLs it serves, and a URL served twice', () => {
      expect(check(['domains/orders/manage.routes.ts', "api.post('/order/manage/page', {}, h);"])).toEqual([
        'domains/orders/manage.routes.ts is not named after a URL it serves',
        'domains/orders/manage.routes.ts serves /order/manage/page, which belongs in order*.routes.ts',
        '/customer-api/order/manage/page is served by 2 routes files (domains/orders/order-manage.routes.ts, domains/orders/manage.routes.ts)',
      ]);
    });

    it('a file outside the <resource>.<role>.ts names, with a role off the list, or two folders deep', () => {
      const rule = `a domain holds index.ts and <resource>.<role>.ts files (roles: ${FILE_ROLES.join(', ')}), one subfolder deep at most`;
      expect(
        check(
          ['domains/orders/helpers.ts', ''],
          ['domains/orders/order.list-row.ts', ''],
          ['domains/orders/list/deep/order-list.repo.ts', ''],
          ['domains/orders/list/index.ts', ''],
          ['domains/orders/list/order-list.repo.ts', ''],
          ['domains/orders/list/order-list.repo.test.ts', ''],
          ['domains/orders/order.receiver-names.test.ts', ''],
        ),
      ).toEqual([
        `domains/orders/helpers.ts: ${rule}`,
        `domains/orders/order.list-row.ts: ${rule}`,
        `domains/orders/list/deep/order-list.repo.ts: ${rule}`,
        `domains/orders/list/index.ts: ${rule}`,
      ]);
    });

    it('a routes file importing drizzle-orm or db/schema, even a type', () => {
      expect(
        check(
          ['db/schema/index.ts', 'export const orders = {};'],
          ['db/schema/widgets.ts', 'export const regions = {};'],
          [
            'domains/orders/order-manage.routes.ts',
            "import { eq } from 'drizzle-orm';\nimport type { SQL } from 'drizzle-orm/sql';\nimport { orders } from '../../db/schema';\napi.post('/order/manage/page', {}, h);",
          ],
          [
            'domains/addresses/address-book.routes.ts',
            "import type { regions } from '../../db/schema/widgets';\napi.post('/addressBook/page', {}, h);",
          ],
        ),
      ).toEqual([
        'domains/orders/order-manage.routes.ts imports drizzle-orm: a routes file calls a repo, the queries live in *.repo.ts',
        'domains/orders/order-manage.routes.ts imports drizzle-orm/sql: a routes file calls a repo, the queries live in *.repo.ts',
        'domains/orders/order-manage.routes.ts imports ../../db/schema: a routes file calls a repo, the queries live in *.repo.ts',
        'domains/addresses/address-book.routes.ts imports ../../db/schema/widgets: a routes file calls a repo, the queries live in *.repo.ts',
      ]);
    });

    it('not a repo, a rules file or a comment naming drizzle-orm or db/schema', () => {
      expect(
        check(
          [
            'domains/orders/order.repo.ts',
            "import { eq } from 'drizzle-orm';\nimport { orders } from '../../db/schema';",
          ],
          [
            'domains/orders/order-manage.routes.ts',
            "// not: import { eq } from 'drizzle-orm';\nimport { REPO } from './order.repo';\napi.post('/order/manage/page', {}, h);",
          ],
        ),
      ).toEqual([]);
    });

    const handlerOf = (lines: number) =>
      `async (request) => {\n${Array.from({ length: lines - 2 }, (_, i) => `  const a${i} = ${i};`).join('\n')}\n}`;

    it(`a handler over ${HANDLER_MAX_LINES} lines of code, inline or declared in the file`, () => {
      expect(
        check(
          [
            'domains/orders/order-manage.routes.ts',
            `app.post('/order/manage/page', { schema: {} }, ${handlerOf(HANDLER_MAX_LINES + 1)});`,
          ],
          [
            'domains/addresses/address-book.routes.ts',
            `const save = ${handlerOf(HANDLER_MAX_LINES + 5)};\nexport default async function r(app) {\n  app.post('/addressBook/page', {}, save);\n}`,
          ],
        ),
      ).toEqual([
        `domains/orders/order-manage.routes.ts:1 /order/manage/page: a handler of ${HANDLER_MAX_LINES + 1} lines (at most ${HANDLER_MAX_LINES}): move its work to a repo, service or rules function`,
        `domains/addresses/address-book.routes.ts:1 /addressBook/page: a handler of ${HANDLER_MAX_LINES + 5} lines (at most ${HANDLER_MAX_LINES}): move its work to a repo, service or rules function`,
      ]);
    });

    it(`not a handler of ${HANDLER_MAX_LINES} lines of code with blank and comment lines beside them`, () => {
      const handler = handlerOf(HANDLER_MAX_LINES).replace('{\n', '{\n  // why\n\n  /* and how */\n');
      expect(handlersOf('x.routes.ts', `app.get(\`/dict/\${segment}\`, {}, ${handler});`)).toEqual([
        { url: '/dict/${segment}', line: 1, lines: HANDLER_MAX_LINES },
      ]);
      expect(
        check(['domains/orders/order-manage.routes.ts', `app.post('/order/manage/page', {}, ${handler});`]),
      ).toEqual([]);
    });

    it('a multipart body read anywhere but http/upload.ts', () => {
      expect(
        check(
          [
            'http/upload.ts',
            "import multipart from '@fastify/multipart';\nfor await (const part of request.parts()) {}",
          ],
          [
            'domains/orders/order-manage.routes.ts',
            "api.post('/order/manage/page', {}, async (request) => { const file = await request.file(); });",
          ],
          ['domains/orders/order.service.ts', "import multipart from '@fastify/multipart';"],
          ['domains/orders/order-upload.service.ts', 'for await (const part of req.parts()) {}'],
        ),
      ).toEqual([
        'domains/orders/order-manage.routes.ts reads a multipart body itself: call readUpload from http/upload.ts',
        'domains/orders/order.service.ts reads a multipart body itself: call readUpload from http/upload.ts',
        'domains/orders/order-upload.service.ts reads a multipart body itself: call readUpload from http/upload.ts',
      ]);
    });
  });
});
