import type { FastifyInstance } from 'fastify';
import dashboardRoutes from './dashboard.routes';

/** Reports (issue 31): nothing under /customer-api; the report calls are under /report-api. */
export default async function reportsRoutes(_app: FastifyInstance): Promise<void> {}

/** The report calls, mounted under /report-api (domains/index.ts). */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  await app.register(dashboardRoutes);
}
