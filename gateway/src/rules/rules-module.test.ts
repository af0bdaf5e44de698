import fs from 'node:fs';
import { NATIONAL_MOBILE } from '../lib/phone/phone-numbers';
import { freshRulesModule, RULES_MODULE } from './rules-module';

const REGENERATE = 'run `pnpm --filter gateway gen:types` and commit the result';

describe("shared's rules module (shared/src/api/rules.ts)", () => {
  const fresh = freshRulesModule();

  it("matches the gateway's rules (generated from them)", () => {
    const committed = fs.existsSync(RULES_MODULE) ? fs.readFileSync(RULES_MODULE, 'utf8') : '';
    expect({ stale: committed !== fresh, fix: REGENERATE }).toEqual({ stale: false, fix: REGENERATE });
  });

  it('carries the order limits, the weight limits and the mobile rule the gateway checks', () => {
    expect(fresh).toContain('  amountMax: 10000000000,');
    expect(fresh).toContain('  defaultMaxWeightKg: 500,');
    expect(fresh).toContain('  largestMaxWeightKg: 5000,');
    expect(fresh).toContain('  contentMin: 10,');
    expect(fresh).toContain(`export const NATIONAL_MOBILE = /${NATIONAL_MOBILE.source}/;`);
    expect(fresh).toContain('export function normaliseMobile(raw: string): string | null {');
  });

  it('copies a mobile rule that imports nothing (it must run in the browser as it is)', () => {
    expect(fresh).not.toMatch(/^import /m);
  });
});
