import type { FastifyInstance } from 'fastify';
import { registerMessages } from '../../i18n/messages';
import { addressMessages } from './address-book.messages';
import addressBookRoutes from './address-book.routes';
import addressBookFileRoutes from './address-book-files.routes';
import './address-book.export-type';

/** The address-book domain, mounted under /customer-api (order entry picks from it and saves to it). */
export default async function addressRoutes(app: FastifyInstance): Promise<void> {
  registerMessages(addressMessages);
  await app.register(addressBookRoutes);
  await app.register(addressBookFileRoutes);
}
