import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig, testConfig } from '../config';
import type { Database } from '../db/client';
import { generateOpenApi } from './document';
import { DOCS_CONTENT_SECURITY_POLICY } from '../security/http-headers';

const GATEWAY = path.resolve(__dirname, '../..');
const SCHEMA_TYPES = path.resolve(GATEWAY, '../shared/src/api/schema.d.ts');
const OPENAPI_TYPESCRIPT = path.resolve(GATEWAY, '../shared/node_modules/.bin/openapi-typescript');
const REDOCLY = path.join(GATEWAY, 'node_modules/.bin/redocly');
const REGENERATE = 'run `pnpm --filter gateway gen:types` and commit the result';

describe('OpenAPI contract', () => {
  let document: string;
  beforeAll(async () => {
    document = await generateOpenApi();
  }, 60_000);

  it('matches the committed gateway/openapi.json', () => {
    const committed = fs.readFileSync(path.join(GATEWAY, 'openapi.json'), 'utf8');
    expect({ stale: committed !== document, fix: REGENERATE }).toEqual({ stale: false, fix: REGENERATE });
  });

  it('declares every tag an operation uses (the API docs list operations by declared tag)', () => {
    const parsed = JSON.parse(document) as {
      tags: { name: string }[];
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const declared = new Set(parsed.tags.map((tag) => tag.name));
    const used = Object.values(parsed.paths).flatMap((item) =>
      Object.values(item).flatMap((operation) => operation.tags ?? []),
    );
    expect([...new Set(used)].filter((tag) => !declared.has(tag))).toEqual([]);
  });

  it("matches shared's generated API types (shared/src/api/schema.d.ts)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-openapi-'));
    try {
      fs.writeFileSync(path.join(dir, 'openapi.json'), document);
      execFileSync(OPENAPI_TYPESCRIPT, ['openapi.json', '-o', 'schema.d.ts'], { cwd: dir, stdio: 'pipe' });
      const fresh = fs.readFileSync(path.join(dir, 'schema.d.ts'), 'utf8');
      const committed = fs.readFileSync(SCHEMA_TYPES, 'utf8');
      expect({ stale: committed !== fresh, fix: REGENERATE }).toEqual({ stale: false, fix: REGENERATE });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('documents every route with its security requirement: none for public calls, authToken otherwise', () => {
    const paths = JSON.parse(document).paths as Record<
      string,
      Record<string, { description?: string; security?: unknown[] }>
    >;
    const logout = paths['/customer-api/logout'].post;
    expect(logout.description).toContain('permission: session');
    expect(logout.security).toEqual([{ authToken: [] }]);
    expect(paths['/customer-api/login'].post.security).toEqual([]);
  });

  it('serves the documentation at /docs unless API_DOCS=0', async () => {
    expect([loadConfig({}).apiDocs, loadConfig({ API_DOCS: '0' }).apiDocs]).toEqual([true, false]);
    for (const apiDocs of [true, false]) {
      const app = await buildApp({ db: {} as Database, config: testConfig({ apiDocs, testHooks: false }) });
      try {
        await app.ready();
        // nothing of swagger-ui is registered at start (issue 37 item 12): the first visit builds it
        expect(app.printPlugins()).not.toContain('swagger-ui');
        const page = await app.inject({ url: '/docs' });
        const json = await app.inject({ url: '/docs/json' });
        expect({ apiDocs, page: page.statusCode, json: json.statusCode }).toEqual(
          apiDocs ? { apiDocs, page: 200, json: 200 } : { apiDocs, page: 404, json: 404 },
        );
        if (apiDocs) {
          expect(page.headers['content-type']).toMatch(/^text\/html/);
          expect(json.json().paths).toEqual(app.swagger().paths);
          // the page and swagger-ui's own assets carry the docs policy: scripts from this origin only
          expect(page.headers['content-security-policy']).toBe(DOCS_CONTENT_SECURITY_POLICY);
          const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
          expect(scripts.length).toBeGreaterThan(0);
          expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
          for (const src of scripts) {
            expect(src).toMatch(/^\/docs\/static\//);
            const asset = await app.inject({ url: src });
            expect(asset.statusCode).toBe(200);
            expect(asset.headers['content-security-policy']).toBe(DOCS_CONTENT_SECURITY_POLICY);
          }
          expect(DOCS_CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
          expect(DOCS_CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe/);
        }
      } finally {
        await app.close();
      }
    }
  });

  describe('redocly lint (recommended rules, gateway/redocly.yaml)', () => {
    it('passes with no error and no warning', () => {
      expect(lint(document)).toEqual({ exitCode: 0, errors: 0, warnings: 0, problems: [] });
    }, 60_000);

    it('fails on an operation without an id, a summary, a security requirement or error answers', () => {
      const broken = JSON.parse(document) as {
        paths: Record<
          string,
          Record<string, { responses: Record<string, unknown> } & Record<string, unknown>>
        >;
      };
      const operation = broken.paths['/customer-api/order/create'].post;
      delete operation.operationId;
      delete operation.summary;
      delete operation.security;
      for (const status of Object.keys(operation.responses))
        if (status.startsWith('4')) delete operation.responses[status];
      const result = lint(JSON.stringify(broken));
      expect(result.exitCode).not.toBe(0);
      expect(new Set(result.problems)).toEqual(
        new Set(['operation-operationId', 'operation-summary', 'security-defined', 'operation-4xx-response']),
      );
    }, 60_000);
  });
});

interface LintResult {
  exitCode: number;
  errors: number;
  warnings: number;
  /** The rule of each problem. */
  problems: string[];
}

/** Runs Redocly CLI's lint on a document with the gateway's redocly.yaml. */
function lint(openapi: string): LintResult {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-lint-'));
  try {
    fs.writeFileSync(path.join(dir, 'openapi.json'), openapi);
    const run = spawnSync(
      REDOCLY,
      [
        'lint',
        'openapi.json',
        '--config',
        path.join(GATEWAY, 'redocly.yaml'),
        '--format=json',
        '--max-problems=1000',
      ],
      {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string }[];
    };
    return {
      exitCode: run.status ?? -1,
      errors: report.totals.errors,
      warnings: report.totals.warnings,
      problems: report.problems.map((problem) => problem.ruleId),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
