import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customers } from '../../../db/schema';
import { acrossTenants, type Tenant } from '../../../db/tenant-scope';
import { defineJob } from '../../../jobs/types';
import type { FinanceDeps } from './cod-batch-event.repo';
import { cutBatch } from './cod-batch.repo';
import { autoAgree, payBatches, schedulePayments } from './cod-payment.repo';
import { dunStatements } from '../statements/statement-dunning.repo';
import { issueStatementIfDue } from '../statements/statement-job.repo';

/** When the daily COD steps run (UTC cron): 01:00 UTC is 08:00 WIB. Kept as data. */
export const COD_CRON = {
  cut: '0 1 * * *',
  autoAgree: '10 1 * * *',
  schedule: '20 1 * * *',
  pay: '0 3 * * *',
  statement: '30 0 * * *',
  dunning: '40 0 * * *',
};

const payload = z.object({
  customerId: z.number().int().positive().optional(),
  now: z
    .string()
    .datetime()
    .optional()
    .describe('The moment the step runs for (default: the time the job runs)'),
});

type Step = (deps: FinanceDeps, tenant: Tenant, now: Date) => Promise<unknown>;

/** Runs a step for one customer, or for every customer (the courier's daily run). */
async function forCustomers(
  deps: FinanceDeps,
  customerId: number | undefined,
  step: (tenant: Tenant) => Promise<unknown>,
) {
  const ids =
    customerId !== undefined
      ? [customerId]
      : (await acrossTenants('maintenance', () => deps.db.select({ id: customers.id }).from(customers))).map(
          (row) => row.id,
        );
  for (const id of ids) await step({ customerId: id });
}

function stepKind(name: string, step: Step, deps: FinanceDeps) {
  return defineJob({
    name,
    payload,
    retry: { limit: 2, delaySeconds: 60, backoff: true },
    handler: async (data) => {
      const now = data.now ? new Date(data.now) : new Date();
      await forCustomers(deps, data.customerId, (tenant) => step(deps, tenant, now));
    },
  });
}

/** The COD batch lifecycle as job kinds: cut (and mail), auto-agree, schedule, pay. */
export function codJobKinds(deps: FinanceDeps) {
  return {
    cut: stepKind('finance.cut', (d, tenant, now) => cutBatch(d, tenant, now), deps),
    autoAgree: stepKind('finance.autoAgree', (d, tenant, now) => autoAgree(d.db, tenant, now), deps),
    schedule: stepKind('finance.schedulePay', (d, tenant, now) => schedulePayments(d.db, tenant, now), deps),
    pay: stepKind('finance.pay', (d, tenant, now) => payBatches(d.db, tenant, now), deps),
    // daily; it issues only on the first business day of a month
    statement: stepKind(
      'finance.statement',
      (d, tenant, now) => issueStatementIfDue(d.db, tenant, now),
      deps,
    ),
    // daily: unpaid statements past due become OVERDUE, then SUSPENDED
    dunning: stepKind('finance.statementDunning', (d, tenant, now) => dunStatements(d.db, tenant, now), deps),
  };
}

/** Defines the kinds on the app's queue and their daily schedules. */
export async function defineCodJobs(app: FastifyInstance) {
  const kinds = codJobKinds({ db: app.db, mailer: app.mailer });
  for (const [step, kind] of Object.entries(kinds)) {
    await app.jobs.define(kind);
    await app.jobs.schedule(kind, COD_CRON[step as keyof typeof COD_CRON], {});
  }
  return kinds;
}
