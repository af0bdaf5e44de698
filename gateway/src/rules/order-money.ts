/**
 * The money limits of one order, kept as data (DOMAINS.md: every *default* number lives in
 * configuration or a table, never in a code path). Money is whole rupiah: the order rules refuse
 * cents on every rupiah input (declared value, COD amount) for entry, import and the fee inquiry
 * alike, and the generated shared/src/api/rules.ts hands the same caps to the forms.
 */
export const ORDER_MONEY_LIMITS = {
  /**
   * COD amount of one waybill, in rupiah (DOMAINS.md "Finance": COD goods value is capped per
   * waybill, JNE Rp 5,000,000; *default* the same).
   */
  codAmountMax: 5_000_000,
  /** Declared (goods) value of one waybill, in rupiah. */
  declaredValueMax: 10_000_000_000,
} as const;
