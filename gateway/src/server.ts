import { buildApp } from './app';
import { loadConfig } from './config';
import { migrateDatabase } from './db/migrate';
import { seedAll } from './db/seed';
import { startBackgroundSimulator } from './ops/background-simulator';
import { seedCodDemo } from './ops/finance-demo';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config });
  await migrateDatabase(app.db);
  // `npm start` and the end-to-end suite start on demo data; seeding is idempotent.
  if (process.env.GATEWAY_SEED === '1') {
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
  console.error(error);
  process.exit(1);
});
