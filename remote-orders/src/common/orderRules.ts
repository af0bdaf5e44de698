import { formatNumber, normaliseMobile, ORDER_LIMITS } from 'shared';
import { amountOf, type OrderFormValues } from './orderDraft';
import './texts';

/** The server's limits of one order, generated from the gateway (shared/src/api/rules.ts). */
export { ORDER_LIMITS } from 'shared';

/**
 * The national form of a mobile number typed as 08…, 8…, 628… or +62 8… (spaces, dashes, dots and
 * brackets allowed), or null: the server's rule, generated from the gateway.
 * @example
 * nationalMobile('+62 812-3456-7801'); // '081234567801'
 */
export const nationalMobile = normaliseMobile;

/** A broken rule: an i18n key under `orderEntry.rules` and its placeholders. */
export interface RuleBreak {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * A broken rule's placeholders as its message shows them: numbers grouped as the portal shows
 * every number (`formatNumber`), as the amount boxes group what is typed (`MoneyInput`).
 * @example
 * shownParams({ max: 10_000_000_000 }); // { max: '10.000.000.000' }
 */
export function shownParams(params: RuleBreak['params']): Record<string, string> | undefined {
  if (!params) return undefined;
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'number' ? formatNumber(value, 3) : value,
    ]),
  );
}

/** What the rules need from the account and the product types. */
export interface RuleContext {
  maxWeightKg: number;
  codAllowed: boolean;
  codPaymentMethods: readonly string[];
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function checkPhone(value: string | undefined): RuleBreak | null {
  if (!value?.trim()) return null; // 'required' says it
  return nationalMobile(value) ? null : { key: 'phone' };
}

export function checkPostalCode(value: string | undefined): RuleBreak | null {
  if (!value?.trim()) return null;
  return /^\d{5}$/.test(value.trim()) ? null : { key: 'postalCode' };
}

export function checkPieces(value: number | null | undefined): RuleBreak | null {
  if (value === null || value === undefined) return null;
  const { piecesMin: min, piecesMax: max } = ORDER_LIMITS;
  return Number.isInteger(value) && value >= min && value <= max
    ? null
    : { key: 'pieces', params: { min, max } };
}

export function checkWeight(
  value: number | null | undefined,
  context: Pick<RuleContext, 'maxWeightKg'>,
): RuleBreak | null {
  if (value === null || value === undefined) return null;
  return value > 0 && value <= context.maxWeightKg
    ? null
    : { key: 'weight', params: { max: context.maxWeightKg } };
}

/** One side: more than 0 and at most 500 cm; and the three are given together or not at all. */
export function checkDimension(
  field: 'lengthCm' | 'widthCm' | 'heightCm',
  values: Pick<OrderFormValues, 'lengthCm' | 'widthCm' | 'heightCm'>,
): RuleBreak | null {
  const size = values[field];
  const max = ORDER_LIMITS.dimensionMaxCm;
  if (isNumber(size) && (size <= 0 || size > max)) return { key: 'dimension', params: { max } };
  const given = (['lengthCm', 'widthCm', 'heightCm'] as const).filter((name) => isNumber(values[name]));
  if (given.length > 0 && given.length < 3 && !isNumber(size)) return { key: 'dimensionsTogether' };
  return null;
}

export function checkDeclaredValue(values: OrderFormValues): RuleBreak | null {
  const declared = amountOf(values.declaredValue) ?? 0;
  if (!Number.isInteger(declared)) return { key: 'amountWhole' };
  if (declared < 0 || declared > ORDER_LIMITS.amountMax)
    return { key: 'amount', params: { max: ORDER_LIMITS.amountMax } };
  if (values.insured && declared <= 0) return { key: 'insuredNeedsValue' };
  return null;
}

export function checkCodAmount(
  values: OrderFormValues,
  context: Pick<RuleContext, 'codAllowed'>,
): RuleBreak | null {
  const cod = amountOf(values.codAmount) ?? 0;
  const declared = amountOf(values.declaredValue) ?? 0;
  if (!Number.isInteger(cod)) return { key: 'amountWhole' };
  if (cod < 0 || cod > ORDER_LIMITS.codAmountMax)
    return { key: 'amount', params: { max: ORDER_LIMITS.codAmountMax } };
  if (cod > 0 && !context.codAllowed) return { key: 'codNotAllowed' };
  if (cod > 0 && declared > 0 && cod > declared) return { key: 'codOverDeclared' };
  return null;
}

export function checkPaymentMethod(
  values: OrderFormValues,
  context: Pick<RuleContext, 'codPaymentMethods'>,
): RuleBreak | null {
  const cod = amountOf(values.codAmount) ?? 0;
  if (cod > 0 && values.paymentMethod && !context.codPaymentMethods.includes(values.paymentMethod))
    return { key: 'codPaymentMethod' };
  return null;
}
