/**
 * How many codes the gateway mails, kept as data (DOMAINS.md: *default* numbers live in
 * configuration or a table, never in a code path).
 */
export const LOGIN_CODE_MAIL_LIMITS = {
  /** The window the counts below run over, in minutes. */
  windowMinutes: 60,
  /** Login-code mails to one account per window (*default*). */
  perAccount: 5,
  /** Login-code mails asked for from one client address per window, whichever accounts (*default*). */
  perClientAddress: 10,
} as const;
