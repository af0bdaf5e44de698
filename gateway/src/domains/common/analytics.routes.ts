import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { storeAnalyticsEvents } from './analytics.repo';
import { analyticsBody, analyticsResponse } from './common.schemas';

/** The portal's default analytics collector: stores the spec's event fields as sent. */
export default async function analyticsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/analytics/collect',
    {
      config: { permission: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        operationId: 'common.collectAnalytics',
        summary: 'Collect page analytics events',
        tags: ['common'],
        body: analyticsBody,
        response: { 200: analyticsResponse },
      },
    },
    async (request) => {
      const rows = request.body.events.map((event) => ({
        eventType: event.event_type,
        pageName: event.page_name,
        pageId: event.page_id,
        fromPage: event.from_page,
        userId: event.user_id,
        duration: event.duration,
        platform: event.platform,
        isLogin: event.is_login,
        userIsNew: event.user_is_new,
        appChannel: event.app_channel,
        buttonName: event.button_name,
        elementId: event.element_id,
      }));
      await storeAnalyticsEvents(app.db, rows);
      return ok({ stored: rows.length });
    },
  );
}
