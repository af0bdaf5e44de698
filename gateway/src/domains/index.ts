import type { FastifyInstance } from 'fastify';
import * as account from './account';
import authRoutes from './auth';
import commonRoutes from './common';
import * as coupons from './coupons';
import * as downloads from './downloads';
import * as finance from './finance';
import importRoutes from './imports';
import * as labels from './labels';
import * as member from './member';
import * as notifications from './notifications';
import * as orders from './orders';
import * as reports from './reports';
import * as service from './service';
import * as widgets from './widgets';
// Last: its schemas reuse the orders' ones, which keeps the OpenAPI components in their order.
import * as addresses from './addresses';

type RoutePlugin = (app: FastifyInstance) => Promise<void>;

/**
 * A domain's routes. `default` goes under /customer-api; `readonlyRoutes` under /readonly-api and
 * `reportRoutes` under /report-api when the domain has them. Every route declares config.permission.
 */
interface DomainRoutes {
  default: RoutePlugin;
  readonlyRoutes?: RoutePlugin;
  reportRoutes?: RoutePlugin;
}

/** The domains, in registration order. A new domain is one import and one entry here. */
const DOMAINS: DomainRoutes[] = [
  { default: authRoutes },
  { default: commonRoutes },
  orders,
  finance,
  coupons,
  service,
  member,
  widgets,
  { default: importRoutes },
  labels,
  addresses,
  downloads,
  notifications,
  account,
  reports,
];

export default async function routes(app: FastifyInstance): Promise<void> {
  await app.register(
    async (customerApi) => {
      for (const domain of DOMAINS) await customerApi.register(domain.default);
    },
    { prefix: '/customer-api' },
  );
  await app.register(
    async (readonlyApi) => {
      for (const domain of DOMAINS)
        if (domain.readonlyRoutes) await readonlyApi.register(domain.readonlyRoutes);
    },
    { prefix: '/readonly-api' },
  );
  await app.register(
    async (reportApi) => {
      for (const domain of DOMAINS) if (domain.reportRoutes) await reportApi.register(domain.reportRoutes);
    },
    { prefix: '/report-api' },
  );
}
