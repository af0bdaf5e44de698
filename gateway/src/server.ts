import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { migrateDatabase } from './db/migrate';
import { seedAll } from './db/seed';
import { startBackgroundSimulator } from './ops/background-simulator';
import { seedCodDemo } from './ops/finance-demo';
import { sweepStalePartials } from './domains/downloads';
import { runAsSingleton } from './jobs/singleton';
import { shutdown } from './lifecycle';
import { connectionErrorCode, untilReady } from './lib/retry/until-ready';

/** The advisory-lock id of the demo simulator (jobs/singleton.ts). */
const SIMULATOR_SINGLETON = 1;

async function main(): Promise<void> {
  const config = loadConfig();
  // before this process's job queue starts writing partial files of its own
  const swept = await sweepStalePartials(config.uploadDir, new Date());
  // A database that refuses connections, has no free one, or is starting may take us soon: build,
  // migrate and start (the job queue's start opens connections too) again with back-off until it does.
  const app = await untilReady(
    async () => {
      const built = await buildApp({ config });
      try {
        await migrateDatabase(built.db);
        await built.ready();
        return built;
      } catch (error) {
        await built.close().catch(() => undefined);
        throw error;
      }
    },
    {
      onRetry: (error, attempt, delayMs) =>
        // a pino-shaped line (warn) on stdout, beside the logger's own
        process.stdout.write(
          `${JSON.stringify({
            level: 40,
            time: Date.now(),
            msg: 'database not ready, retrying',
            attempt,
            delayMs,
            code: connectionErrorCode(error),
          })}\n`,
        ),
    },
  );
  if (swept.length) app.log.info({ files: swept }, 'removed the partial files of killed exports');
  // `npm start` and the end-to-end suite start on demo data; seeding is idempotent.
  if (config.seed) {
    await seedAll(app.db, (message) => app.log.info(message));
    await seedCodDemo(app);
  }
  await app.listen({ port: config.port, host: config.host });
  // the demo courier on one gateway of those sharing the database (taken over when that one dies)
  const stopSimulator =
    config.simulatorIntervalSeconds > 0
      ? await runAsSingleton(
          app.db,
          SIMULATOR_SINGLETON,
          () => startBackgroundSimulator(app, config.simulatorIntervalSeconds),
          5_000,
        )
      : async () => undefined;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void shutdown(app, {
        drainSeconds: config.shutdownDrainSeconds,
        timeoutSeconds: config.shutdownTimeoutSeconds,
        before: stopSimulator,
      });
    });
  }
}

main().catch((error: unknown) => {
  // a setting at fault: its one line, not a stack
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
