import path from 'node:path';
import { PERMISSION_MODULE, writePermissionModule } from './permission-module';

/** Part of `pnpm --filter gateway gen:types`: shared/src/api/permissions.ts from gateway/openapi.json. */
writePermissionModule(path.resolve(__dirname, '../../openapi.json'));
console.log(`wrote ${PERMISSION_MODULE}`);
