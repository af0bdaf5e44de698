import type { FastifyInstance } from 'fastify';
import biRoutes from './bi.routes';
import dashboardRoutes from './dashboard.routes';
import dispatchRoutes from './dispatch.routes';
import reportLateRoutes from './report-late.routes';
import customerReportRoutes from './report.routes';
import { REPORT_DIGEST_CRON, REPORT_FOLD_CRON, reportDigestKind, reportFoldKind } from './report.job';
import userDigestRoutes from './user-digest.routes';
// the report exports register when the domain loads, as the other domains' do
import './report.export-type';

export { foldCustomerReadModel, foldReadModel } from './report.repo';

/**
 * Reports (issue 31): under /customer-api only the weekly digest's opt-in (the report calls are under
 * /report-api); the read model's fold job and the weekly digest's mail job.
 */
export default async function reportsRoutes(app: FastifyInstance): Promise<void> {
  const fold = reportFoldKind(app.db);
  await app.jobs.define(fold);
  await app.jobs.schedule(fold, REPORT_FOLD_CRON, {});
  const digest = reportDigestKind(app.db, app.mailer);
  await app.jobs.define(digest);
  await app.jobs.schedule(digest, REPORT_DIGEST_CRON, {});
  await app.register(userDigestRoutes);
}

/** The report calls, mounted under /report-api (domains/index.ts). */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  await app.register(dashboardRoutes);
  await app.register(customerReportRoutes);
  await app.register(dispatchRoutes);
  await app.register(reportLateRoutes);
  await app.register(biRoutes);
}
