import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailCodes } from '../db/schema';
import { newSessionToken, newSixDigitCode, sameHash, sha256 } from './tokens';

export type CodePurpose = 'reset' | 'login' | 'bind' | 'activate';

export const CODE_TTL_MINUTES = 15;
export const ACTIVATION_TTL_HOURS = 24;
export const CODE_MAX_ATTEMPTS = 5;
/** The most live codes one check compares (codes mailed per account are limited well below it). */
const MAX_LIVE_CODES_CHECKED = 20;

function codeHash(purpose: CodePurpose, userId: number, code: string): string {
  return sha256(`${purpose}:${userId}:${code}`);
}

/**
 * Issues a single-use code for a user and purpose. Reset, login and bind codes are 6 digits valid
 * 15 minutes; activation codes are long random tokens (a link). An earlier unused code is replaced,
 * except with `keepLive`: then every code mailed stays good until it expires or one is used (a login
 * code asked for by someone else must not lock the owner out of the code in their mailbox).
 */
export async function issueCode(
  db: Database,
  purpose: CodePurpose,
  userId: number,
  target: string,
  options: { keepLive?: boolean; requestIp?: string } = {},
): Promise<string> {
  const code = purpose === 'activate' ? newSessionToken() : newSixDigitCode();
  const ttlMs = purpose === 'activate' ? ACTIVATION_TTL_HOURS * 3_600_000 : CODE_TTL_MINUTES * 60_000;
  const now = new Date();
  if (!options.keepLive)
    await db
      .update(emailCodes)
      .set({ usedAt: now })
      .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose), isNull(emailCodes.usedAt)));
  await db.insert(emailCodes).values({
    purpose,
    userId,
    target,
    codeHash: codeHash(purpose, userId, code),
    expiresAt: new Date(now.getTime() + ttlMs),
    requestIp: options.requestIp ?? null,
  });
  return code;
}

/**
 * How many codes of a purpose were issued since `since`: to one user, and asked for from one client
 * address (whichever users).
 */
export async function countIssuedCodes(
  db: Database,
  purpose: CodePurpose,
  since: Date,
  who: { userId: number; requestIp: string },
): Promise<{ byUser: number; byIp: number }> {
  const [byUser] = await db
    .select({ n: count() })
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.userId, who.userId),
        eq(emailCodes.purpose, purpose),
        gt(emailCodes.createdAt, since),
      ),
    );
  const [byIp] = await db
    .select({ n: count() })
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.requestIp, who.requestIp),
        eq(emailCodes.purpose, purpose),
        gt(emailCodes.createdAt, since),
      ),
    );
  return { byUser: Number(byUser?.n ?? 0), byIp: Number(byIp?.n ?? 0) };
}

/**
 * Checks the code against the user's live codes of a purpose (and target, for bind). A wrong code
 * counts an attempt on each live code; a code with 5 is dead. `consume` marks a correct code used,
 * and every other live code of the purpose with it, so a code works only once.
 */
export async function checkCode(
  db: Database,
  input: { purpose: CodePurpose; userId: number; code: string; target?: string; consume: boolean },
): Promise<boolean> {
  const conditions = [
    eq(emailCodes.userId, input.userId),
    eq(emailCodes.purpose, input.purpose),
    isNull(emailCodes.usedAt),
    gt(emailCodes.expiresAt, new Date()),
    lt(emailCodes.attempts, CODE_MAX_ATTEMPTS),
  ];
  if (input.target !== undefined) conditions.push(eq(emailCodes.target, input.target));
  const live = await db
    .select()
    .from(emailCodes)
    .where(and(...conditions))
    .orderBy(desc(emailCodes.id))
    .limit(MAX_LIVE_CODES_CHECKED);
  if (live.length === 0) return false;
  const hash = codeHash(input.purpose, input.userId, input.code);
  const row = live.find((candidate) => sameHash(candidate.codeHash, hash));
  if (!row) {
    await db
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(
        inArray(
          emailCodes.id,
          live.map((candidate) => candidate.id),
        ),
      );
    return false;
  }
  if (!input.consume) return true;
  const used = await db
    .update(emailCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(emailCodes.id, row.id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  if (used.length !== 1) return false;
  await db
    .update(emailCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailCodes.userId, input.userId),
        eq(emailCodes.purpose, input.purpose),
        isNull(emailCodes.usedAt),
      ),
    );
  return true;
}

/** Finds and spends an activation token (the link carries no user id). */
export async function consumeActivation(
  db: Database,
  token: string,
): Promise<{ userId: number; target: string } | null> {
  const candidates = await db
    .select()
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.purpose, 'activate'),
        isNull(emailCodes.usedAt),
        gt(emailCodes.expiresAt, new Date()),
      ),
    );
  const match = candidates.find((row) => sameHash(row.codeHash, codeHash('activate', row.userId, token)));
  if (!match) return null;
  const used = await db
    .update(emailCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(emailCodes.id, match.id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  return used.length === 1 ? { userId: match.userId, target: match.target } : null;
}
