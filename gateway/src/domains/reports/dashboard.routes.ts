import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { registerMessages } from '../../i18n/messages';
import {
  dashboardKpis,
  dashboardLeadTime,
  dashboardSeries,
  dashboardStatusMix,
  dashboardTopCities,
  figuresOf,
} from './dashboard.repo';
import { dashboardMessages, formulaMessages } from './dashboard.messages';
import {
  dashboardFilter,
  dashboardKpisResponse,
  dashboardLeadTimeResponse,
  dashboardSeriesResponse,
  dashboardStatusMixResponse,
  dashboardTopCitiesResponse,
} from './dashboard.schemas';

/**
 * The dashboard (remote-orders /dataDashboard), mounted under /report-api: every figure of a period
 * (WIB days, at most 90) and its filters, read off the reports' read model.
 */
export default async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  registerMessages(dashboardMessages);
  registerMessages(formulaMessages);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: ['dataDashboard'] };
  const tags = ['reports'];

  api.post(
    '/dashboard/kpis',
    {
      config,
      schema: {
        operationId: 'reports.dashboardKpis',
        tags,
        summary: "The dashboard's KPI cards for a period, each with the previous period's value",
        body: dashboardFilter,
        response: { 200: dashboardKpisResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { filter, range } = await figuresOf(app.db, session, request.body);
      return ok(await dashboardKpis(app.db, session, filter, range, request.lang, new Date()));
    },
  );

  api.post(
    '/dashboard/series',
    {
      config,
      schema: {
        operationId: 'reports.dashboardSeries',
        tags,
        summary: 'Orders created and parcels signed per WIB day of a period',
        body: dashboardFilter,
        response: { 200: dashboardSeriesResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { filter, range } = await figuresOf(app.db, session, request.body);
      return ok(await dashboardSeries(app.db, session, filter, range));
    },
  );

  api.post(
    '/dashboard/statusMix',
    {
      config,
      schema: {
        operationId: 'reports.dashboardStatusMix',
        tags,
        summary: 'Orders created in a period by their status now',
        body: dashboardFilter,
        response: { 200: dashboardStatusMixResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { filter, range } = await figuresOf(app.db, session, request.body);
      return ok(await dashboardStatusMix(app.db, session, filter, range, request.lang));
    },
  );

  api.post(
    '/dashboard/leadTime',
    {
      config,
      schema: {
        operationId: 'reports.dashboardLeadTime',
        tags,
        summary: 'Pickup-to-delivery hours by destination province (median, p90) for a period',
        body: dashboardFilter,
        response: { 200: dashboardLeadTimeResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { filter, range } = await figuresOf(app.db, session, request.body);
      return ok(await dashboardLeadTime(app.db, session, filter, range));
    },
  );

  api.post(
    '/dashboard/topCities',
    {
      config,
      schema: {
        operationId: 'reports.dashboardTopCities',
        tags,
        summary: 'The 10 destination cities with the most orders created in a period',
        body: dashboardFilter,
        response: { 200: dashboardTopCitiesResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { filter, range } = await figuresOf(app.db, session, request.body);
      return ok(await dashboardTopCities(app.db, session, filter, range));
    },
  );
}
