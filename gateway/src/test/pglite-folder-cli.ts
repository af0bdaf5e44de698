/**
 * A PGlite data folder for tests that start real gateway processes on PGlite (the import kill
 * test), handled in a process of its own: PGlite on a folder stalls inside jest's module VM (seen
 * in CI and locally: the set-up waited 300 s at no CPU), and starts in seconds in plain Node.
 *
 *   node --import tsx src/test/pglite-folder-cli.ts seed <dir>          the seeded test database
 *   node --import tsx src/test/pglite-folder-cli.ts query <dir> <sql>   prints the rows as JSON
 */
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/pglite-extensions';
import { seededDataDirTar } from './pglite-snapshot';

async function seed(dir: string): Promise<void> {
  const seeded = new PGlite(dir, { loadDataDir: await seededDataDirTar(), extensions: pgliteExtensions });
  await seeded.waitReady;
  await seeded.close();
}

async function query(dir: string, sql: string): Promise<void> {
  const reader = new PGlite(dir, { extensions: pgliteExtensions });
  try {
    process.stdout.write(JSON.stringify((await reader.query(sql)).rows));
  } finally {
    await reader.close();
  }
}

const [mode, dir, sql] = process.argv.slice(2);
const run =
  mode === 'seed'
    ? seed(dir)
    : mode === 'query'
      ? query(dir, sql)
      : Promise.reject(new Error(`mode? ${mode}`));
run.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
