// Every gateway test file runs with this guard: each statement a request (or a job) sends to a
// table with a customer_id must carry a customer condition (db/tenant-scope.ts), unless it runs
// inside `acrossTenants(reason, …)`. Statements a test sends itself to check results run outside
// any request and are not checked.
import { observeStatements, tenantScopeOf } from '../src/db/tenant-scope';

const violations = new Map<string, { statement: string; tables: string[] }>();

beforeAll(() => {
  observeStatements((statement, sentBy, reason) => {
    if (!sentBy || reason) return;
    const { tables, scoped } = tenantScopeOf(statement);
    if (scoped) return;
    const key = `${sentBy}: ${tables.join(', ')}`;
    if (!violations.has(key)) violations.set(key, { statement, tables });
  });
});

afterAll(() => {
  observeStatements(null);
  if (violations.size === 0) return;
  const list = [...violations].map(([key, { statement }]) => `- ${key}\n    ${statement.slice(0, 400)}`);
  violations.clear();
  throw new Error(
    `Statements on tenant tables without a customer condition (use ownedBy, or acrossTenants with a reason):\n${list.join('\n')}`,
  );
});
