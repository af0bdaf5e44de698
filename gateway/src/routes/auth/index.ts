import type { FastifyInstance } from 'fastify';
import captchaRoutes from './captcha';
import feedbackRoutes from './feedback';
import loginRoutes from './login';
import mailRoutes from './mail';
import menuRoutes from './menu';
import passwordRoutes from './password';
import profileRoutes from './profile';

/** Authentication and profile (spec section 7), under /customer-api. */
export default async function authRoutes(app: FastifyInstance): Promise<void> {
  await app.register(captchaRoutes);
  await app.register(loginRoutes);
  await app.register(passwordRoutes);
  await app.register(mailRoutes);
  await app.register(profileRoutes);
  await app.register(menuRoutes);
  await app.register(feedbackRoutes);
}
