import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { E2E_PORTS } from './ports';
import { setGuidesSeen } from './portal';

const root = resolve(__dirname, '../..');

/** The environment the portal under test runs with: its own ports, a fresh database, test hooks on. */
export function e2eEnvironment(): Record<string, string> {
  return {
    GATEWAY_PORT: String(E2E_PORTS.gateway),
    HOST_PORT: String(E2E_PORTS.host),
    REMOTE_ORDERS_PORT: String(E2E_PORTS.remote_orders),
    REMOTE_FINANCE_PORT: String(E2E_PORTS.remote_finance),
    REMOTE_SERVICE_PORT: String(E2E_PORTS.remote_service),
    REMOTE_ACCOUNT_PORT: String(E2E_PORTS.remote_account),
  };
}

/** Starts the built portal once for the whole run, plus the parent platform page for embedding. */
export default async function globalSetup(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  process.env.PGLITE_DIR = join(dataDir, 'pglite');
  delete process.env.DATABASE_URL;
  process.env.PORTAL_RUNTIME_DIR = join(dataDir, 'runtime');
  process.env.EMBED_ALLOWED_ORIGINS = `http://localhost:${E2E_PORTS.parent}`;
  const { startPortal } = await import(join(root, 'scripts/run-portal.mjs'));
  const { portalEnv } = await import(join(root, 'scripts/portal-env.mjs'));
  const { startParentServer } = await import(join(root, 'e2e/parent/server.mjs'));
  await startPortal({
    env: portalEnv(e2eEnvironment()),
    testHooks: true,
    quiet: true,
    // Many sign-ins from one address in a few minutes: the per-IP credential limit is tested in the gateway suite.
    extraEnv: { CREDENTIAL_RATE_LIMIT: '1000', LOG_LEVEL: 'warn' },
  });
  await startParentServer(E2E_PORTS.parent);
  // Suites click through the home page and order entry: a first-visit tour's mask would cover them.
  // Every login starts with the guides seen; tests/guide.spec.ts makes its login see them again.
  await setGuidesSeen(true);
}
