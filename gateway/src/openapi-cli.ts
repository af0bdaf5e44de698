import fs from 'node:fs';
import path from 'node:path';
import { generateOpenApi } from './openapi/document';

/** Writes gateway/openapi.json; `pnpm --filter gateway gen:types` then generates shared's types from it. */
async function main(): Promise<void> {
  const target = path.resolve(__dirname, '..', 'openapi.json');
  fs.writeFileSync(target, await generateOpenApi());
  console.log(`wrote ${target}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
