import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Database } from '../db/client';
import { captchas } from '../db/schema';
import { sameHash, sha256 } from './tokens';

export const CAPTCHA_TTL_MS = 5 * 60_000;
/** Wrong answers a captcha tolerates before it is spent. */
export const CAPTCHA_MAX_ATTEMPTS = 5;

function answerHash(vck: string, answer: string): string {
  return sha256(`${vck}:${answer.trim().toLowerCase()}`);
}

/**
 * Issues captchas and checks answers. Only a hash of the answer is stored; with test hooks on, the
 * plain answers are also kept in memory so end-to-end tests can read them.
 */
export class CaptchaService {
  private readonly testAnswers = new Map<string, string>();

  constructor(
    private readonly db: Database,
    private readonly keepAnswersForTests: boolean,
  ) {}

  async create(): Promise<{ vck: string; image: string }> {
    const captcha = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1ilI' });
    const vck = randomUUID();
    await this.db.insert(captchas).values({
      vck,
      answerHash: answerHash(vck, captcha.text),
      expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
    });
    if (this.keepAnswersForTests) this.testAnswers.set(vck, captcha.text);
    return { vck, image: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}` };
  }

  /**
   * Checks an answer. `consume` spends the captcha on success (login, forgot password); without it
   * (the record call) the captcha stays usable. Every wrong answer counts towards the limit.
   */
  async verify(vck: string | undefined, answer: string | undefined, consume: boolean): Promise<boolean> {
    if (!vck || !answer) return false;
    const [row] = await this.db
      .select()
      .from(captchas)
      .where(and(eq(captchas.vck, vck), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())));
    if (!row || row.attempts >= CAPTCHA_MAX_ATTEMPTS) return false;
    if (!sameHash(row.answerHash, answerHash(vck, answer))) {
      await this.db
        .update(captchas)
        .set({ attempts: sql`${captchas.attempts} + 1` })
        .where(eq(captchas.vck, vck));
      return false;
    }
    if (!consume) return true;
    const spent = await this.db
      .update(captchas)
      .set({ usedAt: new Date() })
      .where(and(eq(captchas.vck, vck), isNull(captchas.usedAt)))
      .returning({ vck: captchas.vck });
    this.testAnswers.delete(vck);
    return spent.length === 1;
  }

  answerForTests(vck: string): string | undefined {
    return this.keepAnswersForTests ? this.testAnswers.get(vck) : undefined;
  }
}
