import { RULES_MODULE, writeRulesModule } from './rules-module';

/** Part of `pnpm --filter gateway gen:types`: shared/src/api/rules.ts from the gateway's rules. */
writeRulesModule();
console.log(`wrote ${RULES_MODULE}`);
