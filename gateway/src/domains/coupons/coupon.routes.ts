import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { registerMessages } from '../../i18n/messages';
import { couponPage, redeemCouponCode } from './coupon.repo';
import { couponMessages } from './coupon.messages';
import {
  couponGenerateBody,
  couponGenerateResponse,
  couponListBody,
  couponListResponse,
} from './coupon.schemas';

/** Coupons (remote-finance /couponManagement). Mounted under /customer-api. */
export default async function couponRoutes(app: FastifyInstance): Promise<void> {
  registerMessages(couponMessages);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/coupon/list',
    {
      config: { permission: ['couponManagement'] },
      schema: {
        operationId: 'coupons.list',
        tags: ['coupons'],
        summary: "The caller's wallet of coupons, optionally by status, with the count of each status",
        body: couponListBody,
        response: { 200: couponListResponse },
      },
    },
    async (request) => ok(await couponPage(app.db, sessionOf(request).customerId, request.body)),
  );

  api.post(
    '/coupon/generate',
    {
      config: { permission: ['couponManagement', 'couponManagement_ADD'] },
      schema: {
        operationId: 'coupons.redeem',
        tags: ['coupons'],
        summary: 'Redeem a voucher code into a coupon',
        body: couponGenerateBody,
        response: { 200: couponGenerateResponse },
      },
    },
    async (request) => ok(await redeemCouponCode(app.db, sessionOf(request), request.body.code)),
  );
}
