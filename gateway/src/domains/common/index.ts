import type { FastifyInstance } from 'fastify';
import analyticsRoutes from './analytics.routes';
import agentsRoutes from './agents.routes';
import commonNoticeRoutes from './common.routes';
import dictRoutes from './dict.routes';
import guideRoutes from './guide.routes';
import languageRoutes from './language.routes';
import noticeRoutes from './notice.routes';
import privacyRoutes from './privacy.routes';

// What the test hooks use: e2e suites start from guides seen, and one suite from unseen.
export { forgetSeen, guideSettings, recordSeen } from './guide.repo';
// Business days (holidays as data) for payout cycles, deadlines and SLA clocks.
export { businessCalendar } from './holiday.repo';

/** Common calls (spec section 7), under /customer-api. */
export default async function commonRoutes(app: FastifyInstance): Promise<void> {
  await app.register(commonNoticeRoutes);
  await app.register(noticeRoutes);
  await app.register(guideRoutes);
  await app.register(privacyRoutes);
  await app.register(dictRoutes);
  await app.register(agentsRoutes);
  await app.register(languageRoutes);
  await app.register(analyticsRoutes);
}
