import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailCodes } from '../db/schema';
import { newSessionToken, newSixDigitCode, sameHash, sha256 } from './tokens';

export type CodePurpose = 'reset' | 'login' | 'bind' | 'activate';

export const CODE_TTL_MINUTES = 15;
export const ACTIVATION_TTL_HOURS = 24;
export const CODE_MAX_ATTEMPTS = 5;

function codeHash(purpose: CodePurpose, userId: number, code: string): string {
  return sha256(`${purpose}:${userId}:${code}`);
}

/**
 * Issues a single-use code for a user and purpose, replacing any earlier unused one. Reset, login
 * and bind codes are 6 digits valid 15 minutes; activation codes are long random tokens (a link).
 */
export async function issueCode(
  db: Database,
  purpose: CodePurpose,
  userId: number,
  target: string,
): Promise<string> {
  const code = purpose === 'activate' ? newSessionToken() : newSixDigitCode();
  const ttlMs = purpose === 'activate' ? ACTIVATION_TTL_HOURS * 3_600_000 : CODE_TTL_MINUTES * 60_000;
  const now = new Date();
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
  });
  return code;
}

/**
 * Checks the user's latest live code of a purpose (and target, for bind). A wrong code counts an
 * attempt; after 5 the code is dead. `consume` marks a correct code used, so it works only once.
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
  ];
  if (input.target !== undefined) conditions.push(eq(emailCodes.target, input.target));
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(and(...conditions))
    .orderBy(desc(emailCodes.id))
    .limit(1);
  if (!row || row.attempts >= CODE_MAX_ATTEMPTS) return false;
  if (!sameHash(row.codeHash, codeHash(input.purpose, input.userId, input.code))) {
    await db
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(eq(emailCodes.id, row.id));
    return false;
  }
  if (!input.consume) return true;
  const used = await db
    .update(emailCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(emailCodes.id, row.id), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  return used.length === 1;
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
