import type { FastifyInstance } from 'fastify';
import fastPrintRoutes from './fast-print.routes';
import labelRoutes from './label.routes';

/** Shipping labels (PDF) and quick print (remote-orders /fastPrinting). Mounted under /customer-api. */
export default async function labelsRoutes(app: FastifyInstance): Promise<void> {
  await labelRoutes(app);
  await fastPrintRoutes(app);
}
