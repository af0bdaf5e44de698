/**
 * The COD statement codes, kept as data (DOMAINS.md: *default* numbers live in configuration or a
 * table, never in a code path).
 */
export const COD_CODE_MAIL_LIMITS = {
  /**
   * Codes mailed for one batch per WIB day: the statement mail, the shipper's "send again" and the
   * new code after a lock all count (*default*). With 5 tries a code, a day allows 15 guesses.
   */
  perBatchPerDay: 3,
} as const;
