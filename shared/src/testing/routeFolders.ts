import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What breaks the folder-per-route rule in a remote's `routes.ts`: each route's page is loaded from
 * the folder named exactly as the route, from a file whose name starts with the route's name in any
 * case (`./codBillpage/CodBillPage`), and that folder exists. Read from the source, since
 * `lazyPage(() => import(...))` hides the path at run time.
 * @example
 * expect(routeFolderProblems(join(__dirname, 'routes.ts'))).toEqual([]);
 */
export function routeFolderProblems(routesFile: string): string[] {
  const source = readFileSync(routesFile, 'utf8');
  const blocks = source.split(/\n\s*\{\s*\n/).slice(1);
  const problems: string[] = [];
  for (const block of blocks) {
    const name = /\bname:\s*'([^']+)'/.exec(block)?.[1];
    const page = /import\('\.\/([^']+)'\)/.exec(block)?.[1];
    if (!name || !page) continue;
    const [folder, file] = page.split('/');
    if (folder !== name) problems.push(`${name}: page loaded from ./${page}, not from ./${name}/`);
    else if (!existsSync(join(routesFile, '..', folder))) problems.push(`${name}: no folder ./${name}`);
    else if (!file?.toLowerCase().startsWith(name.toLowerCase()))
      problems.push(`${name}: the page ./${page} is not named after its route`);
  }
  if (!blocks.some((block) => block.includes("import('./")))
    problems.push(`${routesFile}: no route with a page found`);
  return problems;
}
