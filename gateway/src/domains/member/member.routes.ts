import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { registerMessages } from '../../i18n/messages';
import {
  exchange,
  exchangePreCheck,
  exchangeRecordPage,
  goodsPage,
  ledgerPage,
  memberLevel,
  pointsInfo,
} from './member.repo';
import { memberMessages } from './member.messages';
import {
  exchangeBody,
  exchangeRecordPageResponse,
  exchangeResponse,
  goodsPageResponse,
  ledgerPageResponse,
  memberLevelResponse,
  pageQuery,
  pointsInfoResponse,
  preCheckResponse,
} from './member.schemas';

/** Member level and points exchange (remote-account /vipMember). Mounted under /customer-api. */
export default async function memberRoutes(app: FastifyInstance): Promise<void> {
  registerMessages(memberMessages);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: ['vipMember'] };
  /** The exchange button (and its pre-check) of a goods card: the page's ADD key. */
  const exchangeConfig = { permission: ['vipMember', 'vipMember_ADD'] };
  const tags = ['member'];

  api.get(
    '/member/level',
    {
      config,
      schema: {
        operationId: 'member.getLevel',
        tags,
        summary: "The customer's member level and the ladder",
        response: { 200: memberLevelResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(await memberLevel(app.db, session.customerId, request.lang));
    },
  );

  api.get(
    '/member/exchangePointsInfo',
    {
      config,
      schema: {
        operationId: 'member.getPointsInfo',
        tags,
        summary: 'Points balance and the next points to expire',
        response: { 200: pointsInfoResponse },
      },
    },
    async (request) => ok(await pointsInfo(app.db, sessionOf(request).customerId)),
  );

  api.post(
    '/member/goodsPage',
    {
      config,
      schema: {
        operationId: 'member.pageGoods',
        tags,
        summary: 'Goods of the points shop',
        body: pageQuery,
        response: { 200: goodsPageResponse },
      },
    },
    async (request) => ok(await goodsPage(app.db, request.body, request.lang)),
  );

  api.post(
    '/member/exchangePreCheck',
    {
      config: exchangeConfig,
      schema: {
        operationId: 'member.preCheckExchange',
        tags,
        summary: 'Whether an exchange would go through',
        body: exchangeBody,
        response: { 200: preCheckResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { goodsId, quantity } = request.body;
      return ok(await exchangePreCheck(app.db, session.customerId, goodsId, quantity, request.lang));
    },
  );

  api.post(
    '/member/exchange',
    {
      config: exchangeConfig,
      schema: {
        operationId: 'member.exchange',
        tags,
        summary: 'Spend points on goods (physical goods: with where they are sent)',
        body: exchangeBody,
        response: { 200: exchangeResponse },
      },
    },
    async (request) => {
      const { goodsId, quantity, delivery } = request.body;
      return ok(await exchange(app.db, sessionOf(request), goodsId, quantity, delivery));
    },
  );

  api.post(
    '/member/exchangeRecordPage',
    {
      config,
      schema: {
        operationId: 'member.pageExchanges',
        tags,
        summary: "The customer's exchanges",
        body: pageQuery,
        response: { 200: exchangeRecordPageResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(await exchangeRecordPage(app.db, session.customerId, request.body, request.lang));
    },
  );

  api.post(
    '/member/exchangePointsPage',
    {
      config,
      schema: {
        operationId: 'member.pagePoints',
        tags,
        summary: "The customer's points ledger",
        body: pageQuery,
        response: { 200: ledgerPageResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(await ledgerPage(app.db, session.customerId, request.body, request.lang));
    },
  );
}
