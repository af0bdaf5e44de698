import type { FastifyInstance } from 'fastify';
import { registerMessages } from '../../i18n/messages';
import { accountMessages } from './account.messages';
import customerDataRoutes from './customer-data.routes';
import examineRoutes from './examine.routes';
import userAccountRoutes from './user-account.routes';
import userPermissionRoutes from './user-permission.routes';

/** The account domain (remote-account): sub-accounts and permissions, customer data and its review. Mounted under /customer-api. */
export default async function accountRoutes(app: FastifyInstance): Promise<void> {
  registerMessages(accountMessages);
  await app.register(userAccountRoutes);
  await app.register(userPermissionRoutes);
  await app.register(customerDataRoutes);
  await app.register(examineRoutes);
}

export { networkOfUser } from './customer-data.repo';
