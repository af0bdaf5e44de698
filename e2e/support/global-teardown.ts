import { join, resolve } from 'node:path';

/** Stops every server the run started, including any a test restarted (pids.json is kept current). */
export default async function globalTeardown(): Promise<void> {
  const runtimeDir = process.env.PORTAL_RUNTIME_DIR;
  if (!runtimeDir) return;
  const { readPids } = await import(join(resolve(__dirname, '../..'), 'scripts/run-portal.mjs'));
  for (const pid of Object.values(readPids(runtimeDir) as Record<string, number>)) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
