import fs from 'node:fs';
import path from 'node:path';
import { BILL_CODE_PATTERN } from '../parcel/bill-code';
import { DEFAULT_PRODUCT_TYPE, ORDER_LIMITS } from '../domains/orders/order.rules';
import { PRODUCT_TYPES, RATE_TABLE } from '../parcel/rate-table';
import { CONTENT_MAX, CONTENT_MIN } from '../domains/service/complaint.rules';
import { IN_TRANSIT_STATUSES } from '../domains/reports/dashboard.rules';

/** Where the frontends read the gateway's input rules from (next to schema.d.ts). */
export const RULES_MODULE = path.resolve(__dirname, '../../../shared/src/api/rules.ts');

/**
 * The mobile-number rule, copied whole: it has no imports, so the frontends run the very code the
 * gateway runs.
 */
const PHONE_NUMBERS_SOURCE = path.resolve(__dirname, '../lib/phone/phone-numbers.ts');

function constObject(name: string, doc: string, values: Record<string, number>): string[] {
  return [
    `/** ${doc} */`,
    `export const ${name} = {`,
    ...Object.entries(values).map(([key, value]) => `  ${key}: ${value},`),
    '} as const;',
  ];
}

/**
 * The TypeScript module `shared/src/api/rules.ts`: the gateway's input rules that the forms check
 * before sending (order limits, complaint limits, waybill number, mobile number), written once in
 * the gateway. `pnpm --filter gateway gen:types` writes it; a test fails when it is stale.
 */
export function rulesModuleOf(phoneNumbersSource: string): string {
  const weights = PRODUCT_TYPES.map((type) => RATE_TABLE[type].maxWeightKg);
  const orderLimits = {
    ...ORDER_LIMITS,
    defaultMaxWeightKg: RATE_TABLE[DEFAULT_PRODUCT_TYPE].maxWeightKg,
    largestMaxWeightKg: Math.max(...weights),
  };
  return [
    '// Generated from the gateway by `pnpm --filter gateway gen:types` (gateway/src/rules/rules-module.ts).',
    '// Do not edit: change gateway/src/domains/orders/order.rules.ts, gateway/src/parcel/{rate-table,bill-code}.ts,',
    '// gateway/src/lib/phone/phone-numbers.ts, gateway/src/domains/service/complaint.rules.ts or gateway/src/domains/reports/dashboard.rules.ts and regenerate.',
    '',
    ...constObject(
      'ORDER_LIMITS',
      "The limits of one order (order.rules.ts); the weights: the default product's and the largest product's (rate-table.ts).",
      orderLimits,
    ),
    '',
    ...constObject('COMPLAINT_LIMITS', 'Content length of a complaint or suggestion (complaint.rules.ts).', {
      contentMin: CONTENT_MIN,
      contentMax: CONTENT_MAX,
    }),
    '',
    '/** Statuses of a parcel on its way: the dashboard\'s "in transit" figure (reports/dashboard.rules.ts). */',
    `export const IN_TRANSIT_STATUSES = ${JSON.stringify(IN_TRANSIT_STATUSES).replace(/"/g, "'").replace(/,/g, ', ')} as const;`,
    '',
    '/** A waybill number (bill-code.ts). */',
    `export const BILL_CODE_PATTERN = /${BILL_CODE_PATTERN.source}/${BILL_CODE_PATTERN.flags};`,
    '',
    '// gateway/src/lib/phone/phone-numbers.ts, whole:',
    '',
    phoneNumbersSource.trimEnd(),
    '',
  ].join('\n');
}

/** The module as the gateway's sources make it now. */
export function freshRulesModule(): string {
  return rulesModuleOf(fs.readFileSync(PHONE_NUMBERS_SOURCE, 'utf8'));
}

export function writeRulesModule(): void {
  fs.writeFileSync(RULES_MODULE, freshRulesModule());
}
