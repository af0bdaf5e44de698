import { loadConfig } from '../config';
import { closeDatabase, createDatabase } from './client';
import { migrateDatabase } from './migrate';
import { seedAll } from './seed';

async function main(): Promise<void> {
  const db = createDatabase(loadConfig());
  try {
    await migrateDatabase(db);
    await seedAll(db, (message) => console.log(message));
  } finally {
    await closeDatabase(db);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
