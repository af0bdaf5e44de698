import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reportDigestSettings, users } from '../../db/schema';
import { acrossTenants, ownedBy, type Tenant } from '../../db/tenant-scope';
import { loadAccountAccess } from '../../auth/account-access';
import { loadPermissionKeys } from '../../auth/session-store';
import type { Lang } from '../../i18n/language';
import type { Mailer } from '../../mail/mailer';
import { dashboardKpis, reportFilterOf } from './dashboard.repo';
import { periodRange } from './dashboard.rules';
import { digestMail, type DigestFigures } from './report-digest.render';

// The weekly digest e-mail (issue 31 item 7c): the user's opt-in, and the job's work: for each user
// who opted in and may open the dashboard, the dashboard's own KPI call of the last 7 days in that
// user's tenant, data scope and hide-money flag, mailed in the language the user chose it in.

/** Whether the user gets the weekly digest, and in which language. */
export async function digestSetting(db: Database, tenant: Tenant, userId: number) {
  const [row] = await db
    .select({ weekly: reportDigestSettings.weekly, language: reportDigestSettings.language })
    .from(reportDigestSettings)
    .where(ownedBy(reportDigestSettings, tenant, eq(reportDigestSettings.userId, userId)));
  return { weekly: row?.weekly ?? false, language: (row?.language ?? null) as Lang | null };
}

/** Opts the user in or out; the digest is written in `language` (the one the user chose it in). */
export async function saveDigestSetting(
  db: Database,
  tenant: Tenant,
  userId: number,
  weekly: boolean,
  language: Lang,
) {
  await db
    .insert(reportDigestSettings)
    .values({ userId, customerId: tenant.customerId, weekly, language })
    .onConflictDoUpdate({
      target: reportDigestSettings.userId,
      set: { weekly, language, updatedAt: new Date() },
      setWhere: ownedBy(reportDigestSettings, tenant),
    });
  return digestSetting(db, tenant, userId);
}

/** The dashboard's headline figures of the last 7 days (WIB days up to `now`) for a user's tenant. */
export async function digestFigures(
  db: Database,
  tenant: Tenant,
  hideMoney: boolean,
  lang: Lang,
  now: Date,
): Promise<DigestFigures> {
  const filter = await reportFilterOf(db, tenant, { period: 'LAST_7_DAYS' });
  const range = periodRange({ period: 'LAST_7_DAYS' }, now);
  const kpis = await dashboardKpis(db, tenant, filter, range, lang, now);
  return {
    from: range.from,
    to: range.to,
    created: kpis.counts.created.value,
    pickedUp: kpis.counts.pickedUp.value,
    signed: kpis.counts.signed.value,
    returned: kpis.counts.returned.value,
    inTransit: kpis.counts.inTransit.value,
    deliverySuccess: kpis.rates.deliverySuccess.value,
    onTimeBusiness: kpis.rates.onTimeBusiness.value,
    ...(hideMoney
      ? {}
      : { spendTotal: kpis.spend.spendTotal.value, codInProcess: kpis.cod?.inProcess.value ?? null }),
  };
}

/** The users who opted in, with a verified address, enabled (every shipper's: each mail is scoped). */
function recipients(db: Database) {
  return acrossTenants('digest', () =>
    db
      .select({
        id: users.id,
        customerId: users.customerId,
        isAdmin: users.isAdmin,
        email: users.email,
        language: reportDigestSettings.language,
      })
      .from(reportDigestSettings)
      .innerJoin(users, eq(users.id, reportDigestSettings.userId))
      .where(
        and(
          eq(reportDigestSettings.weekly, true),
          eq(users.isUsed, '1'),
          eq(users.emailVerified, true),
          isNotNull(users.email),
        ),
      ),
  );
}

/**
 * Mails the weekly digest to every user who opted in and may open the dashboard: figures of the
 * user's own tenant and data scope, no amounts for a hide-money user, in the user's language.
 * Answers how many mails left.
 */
export async function sendWeeklyDigests(db: Database, mailer: Mailer, now: Date): Promise<number> {
  let sent = 0;
  for (const user of await recipients(db)) {
    if (!user.isAdmin && !(await loadPermissionKeys(db, user.id)).has('dataDashboard')) continue;
    const access = await loadAccountAccess(db, user);
    const tenant: Tenant = { customerId: user.customerId, userId: user.id, dataScope: access.dataScope };
    const lang = user.language as Lang;
    const figures = await digestFigures(db, tenant, access.hideMoney, lang, now);
    await mailer.send(digestMail(user.email!, figures, lang));
    await db
      .update(reportDigestSettings)
      .set({ lastSentAt: now })
      .where(ownedBy(reportDigestSettings, tenant, eq(reportDigestSettings.userId, user.id)));
    sent += 1;
  }
  return sent;
}
