import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { migrateDatabase } from './db/migrate';
import { seedAll } from './db/seed';
import { startBackgroundSimulator } from './ops/background-simulator';
import { seedCodDemo } from './ops/finance-demo';
import { sweepStalePartials } from './domains/downloads';
import { untilReady } from './lib/retry/until-ready';

async function main(): Promise<void> {
  const config = loadConfig();
  // a database that has no free connection (or is starting) now may have one soon: wait for it
  const app = await untilReady(
    async () => {
      const built = await buildApp({ config });
      try {
        await migrateDatabase(built.db);
        return built;
      } catch (error) {
        await built.close().catch(() => undefined);
        throw error;
      }
    },
    {
      onRetry: (error, attempt, delayMs) =>
        console.warn(
          JSON.stringify({
            msg: 'database not ready, retrying',
            attempt,
            delayMs,
            code: (error as { code?: string }).code,
          }),
        ),
    },
  );
  const swept = await sweepStalePartials(config.uploadDir, new Date());
  if (swept.length) app.log.info({ files: swept }, 'removed the partial files of killed exports');
  // `npm start` and the end-to-end suite start on demo data; seeding is idempotent.
  if (config.seed) {
    await seedAll(app.db, (message) => app.log.info(message));
    await seedCodDemo(app);
  }
  await app.listen({ port: config.port, host: config.host });
  const stopSimulator =
    config.simulatorIntervalSeconds > 0
      ? startBackgroundSimulator(app, config.simulatorIntervalSeconds)
      : async () => undefined;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      stopSimulator()
        .then(() => app.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
  }
}

main().catch((error: unknown) => {
  // a setting at fault: its one line, not a stack
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
