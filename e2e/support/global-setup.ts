import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { E2E_PORTS } from './ports';

/** Starts the built portal once for the whole run, on a fresh embedded database, with test hooks on. */
export default async function globalSetup(): Promise<void> {
  const root = resolve(__dirname, '../..');
  process.env.PGLITE_DIR = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  delete process.env.DATABASE_URL;
  process.env.PORTAL_RUNTIME_DIR = join(process.env.PGLITE_DIR, 'runtime');
  process.env.EMBED_ALLOWED_ORIGINS = `http://localhost:${E2E_PORTS.parent}`;
  const { startPortal } = await import(join(root, 'scripts/run-portal.mjs'));
  const { portalEnv } = await import(join(root, 'scripts/portal-env.mjs'));
  const env = portalEnv({
    GATEWAY_PORT: String(E2E_PORTS.gateway),
    HOST_PORT: String(E2E_PORTS.host),
    REMOTE_ORDERS_PORT: String(E2E_PORTS.remote_orders),
    REMOTE_FINANCE_PORT: String(E2E_PORTS.remote_finance),
    REMOTE_SERVICE_PORT: String(E2E_PORTS.remote_service),
    REMOTE_ACCOUNT_PORT: String(E2E_PORTS.remote_account),
  });
  const portal = await startPortal({ env, testHooks: true, quiet: true });
  (globalThis as { __portal?: { stop: () => void } }).__portal = portal;
}
