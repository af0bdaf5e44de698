import type { FastifyInstance } from 'fastify';
import { registerMessages } from '../../i18n/messages';
import { addressMessages } from './address-book.messages';
import addressBookRoutes from './address-book.routes';

/** The address-book domain, mounted under /customer-api (order entry picks from it and saves to it). */
export default async function addressRoutes(app: FastifyInstance): Promise<void> {
  registerMessages(addressMessages);
  await app.register(addressBookRoutes);
}
