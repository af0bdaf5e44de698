import fs from 'node:fs';
import path from 'node:path';

/** Where the frontends read the gateway's permission rules from (next to schema.d.ts). */
export const PERMISSION_MODULE = path.resolve(__dirname, '../../../shared/src/api/permissions.ts');

interface Document {
  paths: Record<string, Record<string, { 'x-permissions'?: unknown }>>;
}

/**
 * The TypeScript module `shared/src/api/permissions.ts`, made from the OpenAPI document's
 * `x-permissions`: per operation ("METHOD path") that needs keys, the lists of keys that open it
 * (every key of one list). `pnpm --filter gateway gen:types` writes it; a test fails when stale.
 */
export function permissionModuleOf(documentJson: string): string {
  const document = JSON.parse(documentJson) as Document;
  const lines: string[] = [];
  for (const [route, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const rule = operation['x-permissions'];
      if (!Array.isArray(rule)) continue;
      const lists = (rule as string[][]).map((keys) => `[${keys.map((key) => `'${key}'`).join(', ')}]`);
      lines.push(`  '${method.toUpperCase()} ${route}': [${lists.join(', ')}],`);
    }
  }
  return [
    '// Generated from gateway/openapi.json (x-permissions) by `pnpm --filter gateway gen:types`.',
    "// Do not edit: change the route's config.permission in the gateway and regenerate.",
    '',
    '/**',
    ' * The permission keys each gateway operation needs, by "METHOD path": any one of the lists, every',
    " * key of it (the page's route name and the key of the button that makes the call). Operations",
    ' * open to any session or to everyone are not listed.',
    ' */',
    'export const OPERATION_PERMISSIONS = {',
    ...lines,
    '} as const;',
    '',
    'export type PermissionOperation = keyof typeof OPERATION_PERMISSIONS;',
    '',
  ].join('\n');
}

/** Writes the module from gateway/openapi.json (after openapi-cli wrote it). */
export function writePermissionModule(openApiFile: string): void {
  fs.writeFileSync(PERMISSION_MODULE, permissionModuleOf(fs.readFileSync(openApiFile, 'utf8')));
}
