import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import {
  networkTreeQuery,
  networkAllQuery,
  networkSearchQuery,
  networkTreeResponse,
  networkPageResponse,
} from './network.schemas';
import { networkTree, networkPage } from './network.repo';

/** The courier network for the network picker: lazy tree, scoped search, all-network list. */
export default async function networkRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['widgets'];

  app.get(
    '/network/tree',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'widgets.getNetworkTree',
        tags,
        summary: 'One level of the network tree (no id: the first-level networks; id: its children)',
        querystring: networkTreeQuery,
        response: { 200: networkTreeResponse },
      },
    },
    async (request) => ok(await networkTree(app.db, request.query, request.lang)),
  );

  app.get(
    '/network/search',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'widgets.searchNetworks',
        tags,
        summary: 'Networks matching a key, within the networkId subtree when given',
        querystring: networkSearchQuery,
        response: { 200: networkPageResponse },
      },
    },
    async (request) => ok(await networkPage(app.db, request.query, request.lang)),
  );

  app.get(
    '/network/all',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'widgets.searchAllNetworks',
        tags,
        summary: 'Networks matching a key, over the whole network',
        querystring: networkAllQuery,
        response: { 200: networkPageResponse },
      },
    },
    async (request) =>
      ok(await networkPage(app.db, { ...request.query, networkId: undefined }, request.lang)),
  );
}
