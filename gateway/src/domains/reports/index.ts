import type { FastifyInstance } from 'fastify';
import dashboardRoutes from './dashboard.routes';
import dispatchRoutes from './dispatch.routes';
import reportLateRoutes from './report-late.routes';
import customerReportRoutes from './report.routes';
import { REPORT_FOLD_CRON, reportFoldKind } from './report.jobs';
// the report exports register when the domain loads, as the other domains' do
import './report.export-type';

export { foldCustomerReadModel, foldReadModel } from './report.repo';

/**
 * Reports (issue 31): no call under /customer-api (the report calls are under /report-api); the
 * read model's fold job.
 */
export default async function reportsRoutes(app: FastifyInstance): Promise<void> {
  const fold = reportFoldKind(app.db);
  await app.jobs.define(fold);
  await app.jobs.schedule(fold, REPORT_FOLD_CRON, {});
}

/** The report calls, mounted under /report-api (domains/index.ts). */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  await app.register(dashboardRoutes);
  await app.register(customerReportRoutes);
  await app.register(dispatchRoutes);
  await app.register(reportLateRoutes);
}
