import { normaliseMobile } from '../../lib/phone/phone-numbers';
import { randomInt } from 'node:crypto';

/** The pages whose keys only the main account holds: managing users is never granted. */
export const MAIN_ACCOUNT_ONLY_PAGES = ['authoritySetting'] as const;

/** Whether a key belongs to a page only the main account may use (`authoritySetting`, `authoritySetting_ADD`). */
export function isMainAccountOnly(key: string): boolean {
  return MAIN_ACCOUNT_ONLY_PAGES.some((page) => key === page || key.startsWith(`${page}_`));
}

/**
 * The keys a user may grant: those it holds itself (a main account holds every key of the menu)
 * that are in the menu, without the main account's own pages.
 */
export function grantableKeys(
  granter: { isAdmin: boolean; permissions: ReadonlySet<string> },
  menuKeys: readonly string[],
): string[] {
  return menuKeys.filter(
    (key) => (granter.isAdmin || granter.permissions.has(key)) && !isMainAccountOnly(key),
  );
}

/** The requested keys the granter may not grant (empty when all may be granted), each once, sorted. */
export function ungrantableKeys(requested: readonly string[], grantable: readonly string[]): string[] {
  const allowed = new Set(grantable);
  return [...new Set(requested)].filter((key) => !allowed.has(key)).sort();
}

/** A login code: 3 to 32 letters, digits, '_', '.' or '-', starting with a letter. */
export const LOGIN_CODE = /^[A-Za-z][A-Za-z0-9_.-]{2,31}$/;

/**
 * Why a password is too weak (a message key), or null: 8 to 64 characters, a letter and a digit,
 * and not the login code itself.
 */
export function passwordProblem(password: string, loginCode: string): string | null {
  if (password.length < 8 || password.length > 64) return 'account.passwordLength';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'account.passwordWeak';
  if (password.toLowerCase().includes(loginCode.toLowerCase())) return 'account.passwordHasLogin';
  return null;
}

/** A field a sub-account form gets wrong: its name and a message key (sent as a FieldsError). */
export interface AccountFieldProblem {
  field: string;
  msgKey: string;
}

/**
 * What is wrong with a sub-account's own fields, before the database is asked: a malformed login,
 * a weak password, a phone that is no Indonesian mobile number, and no permission key at all
 * (an account that can open nothing). Fields not sent (an update) are not checked.
 */
export function accountFieldProblems(account: {
  loginCode?: string;
  password?: string;
  phone?: string;
  permissionKeys?: readonly string[];
}): AccountFieldProblem[] {
  const problems: AccountFieldProblem[] = [];
  if (account.loginCode !== undefined && !LOGIN_CODE.test(account.loginCode))
    problems.push({ field: 'loginCode', msgKey: 'account.loginCodeInvalid' });
  if (account.password !== undefined) {
    const weak = passwordProblem(account.password, account.loginCode ?? '');
    if (weak) problems.push({ field: 'password', msgKey: weak });
  }
  if (account.phone && !normaliseMobile(account.phone))
    problems.push({ field: 'phone', msgKey: 'account.phoneInvalid' });
  if (account.permissionKeys !== undefined && account.permissionKeys.length === 0)
    problems.push({ field: 'permissionKeys', msgKey: 'account.permissionsNeeded' });
  return problems;
}

const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** A temporary password mailed at creation or reset: 12 characters, letters and digits (no 0/O, 1/l/I). */
export function temporaryPassword(): string {
  const all = LETTERS + DIGITS;
  const chars = [LETTERS[randomInt(LETTERS.length)], DIGITS[randomInt(DIGITS.length)]];
  while (chars.length < 12) chars.push(all[randomInt(all.length)]);
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/** Keys added and removed between two permission lists (for the audit log). */
export function permissionChange(
  before: readonly string[],
  after: readonly string[],
): { added: string[]; removed: string[] } {
  const old = new Set(before);
  const next = new Set(after);
  return {
    added: [...next].filter((key) => !old.has(key)).sort(),
    removed: [...old].filter((key) => !next.has(key)).sort(),
  };
}

/** Escapes LIKE wildcards so that a search text matches itself. */
export function escapeLikeText(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
