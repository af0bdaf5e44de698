import type { FastifyInstance } from 'fastify';
import { noStore } from '../../security/http-headers';
import captchaRoutes from './captcha.routes';
import feedbackRoutes from './feedback.routes';
import loginRoutes from './login.routes';
import mailRoutes from './mail.routes';
import menuRoutes from './menu.routes';
import passwordRoutes from './user-password.routes';
import profileRoutes from './user.routes';

/** Authentication and profile (spec section 7), under /customer-api. */
export default async function authRoutes(app: FastifyInstance): Promise<void> {
  // login, tokens, codes and the profile: no browser or proxy may keep these answers (ARCHITECTURE §11)
  app.addHook('onSend', noStore);
  await app.register(captchaRoutes);
  await app.register(loginRoutes);
  await app.register(passwordRoutes);
  await app.register(mailRoutes);
  await app.register(profileRoutes);
  await app.register(menuRoutes);
  await app.register(feedbackRoutes);
}
