import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { sessionsChanged } from '../../auth/session-broadcast';
import { ok } from '../../http/envelope';
import { t } from '../../i18n/messages';
import { validateAddress } from '../orders/order.rules';
import { loadRegionIndex } from '../widgets';
import { rejected } from '../orders';
import { AddressNotFoundError, assertBookAccess } from './address-book-access.rules';
import { bookPermission, sideOf, type AddressKind, type BookAction } from './address-book-kinds.rules';
import {
  addEntry,
  deleteEntry,
  findDefault,
  findOwnEntry,
  pageEntries,
  setDefaultEntry,
  toEntry,
  updateEntry,
} from './address-book.repo';
import {
  addressBookDefaultResponse,
  addressBookDeleteResponse,
  addressBookEntryResponse,
  addressBookIdBody,
  addressBookKindBody,
  addressBookPageBody,
  addressBookPageResponse,
  addressBookSaveBody,
  addressBookSaveResponse,
  addressBookUpdateBody,
  addressBookUpdateResponse,
  type AddressBookFields,
} from './address-book.schemas';

const tags = ['addressBook'];
const description =
  'permission: the sender book needs orderEntry or mailingAddress, the receiver book orderEntry or receivingAddress, each with the button key of the action (x-permissions)';
/** A route's declaration: the books' pages with the key of the button that makes the call. */
const routeOptions = (action: BookAction) => ({ config: { permission: bookPermission(action) } });

/**
 * Address books (spec: "Keep sender and receiver address books"), under /customer-api: each
 * customer's own sender and receiver addresses, checked by the order rules (mobile number,
 * official region), one default per book. Another customer's id answers 404 and changes nothing.
 */
export default async function addressBookRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** The order rules' verdict on an entry's address, as the side of an order its book fills. */
  const checkAddress = async (kind: AddressKind, fields: AddressBookFields) =>
    validateAddress(sideOf(kind), fields, await loadRegionIndex(app.db));

  app.post(
    '/addressBook/page',
    {
      ...routeOptions('read'),
      schema: {
        operationId: 'addressBook.page',
        tags,
        summary: 'A page of one address book, the default first, then the latest changed; keyword search',
        description,
        body: addressBookPageBody,
        response: { 200: addressBookPageResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { kind, keyword, current, size } = request.body;
      assertBookAccess(session, kind, 'read');
      return ok(await pageEntries(app.db, session.customerId, kind, keyword, { current, size }));
    },
  );

  app.post(
    '/addressBook/default',
    {
      ...routeOptions('read'),
      schema: {
        operationId: 'addressBook.getDefault',
        tags,
        summary: 'The default entry of an address book, or null',
        description,
        body: addressBookKindBody,
        response: { 200: addressBookDefaultResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      assertBookAccess(session, request.body.kind, 'read');
      const row = await findDefault(app.db, session.customerId, request.body.kind);
      return ok(row ? toEntry(row) : null);
    },
  );

  app.post(
    '/addressBook/save',
    {
      ...routeOptions('ADD'),
      schema: {
        operationId: 'addressBook.save',
        tags,
        summary:
          'Adds an address (code 1 with the entry, duplicate: true when the book already held it), or issues',
        description,
        body: addressBookSaveBody,
        response: { 200: addressBookSaveResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const lang = request.lang;
      const { kind, isDefault, ...fields } = request.body;
      assertBookAccess(session, kind, 'ADD');
      const checked = await checkAddress(kind, fields);
      if (!checked.ok) return rejected(checked.issues, lang);
      const { row, duplicate } = await addEntry(app.db, {
        customerId: session.customerId,
        createdBy: session.userId,
        kind,
        address: checked.address,
        isDefault: Boolean(isDefault),
      });
      return ok(
        { ...toEntry(row), duplicate },
        t(lang, duplicate ? 'addressBook.alreadySaved' : 'addressBook.saved'),
      );
    },
  );

  app.post(
    '/addressBook/update',
    {
      ...routeOptions('EDIT'),
      schema: {
        operationId: 'addressBook.update',
        tags,
        summary: "Replaces an entry's address (every field is sent again), or issues",
        description,
        body: addressBookUpdateBody,
        response: { 200: addressBookUpdateResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const lang = request.lang;
      const { id, isDefault, ...fields } = request.body;
      const own = await findOwnEntry(app.db, session.customerId, id);
      if (!own) throw new AddressNotFoundError();
      const kind = own.kind as AddressKind;
      assertBookAccess(session, kind, 'EDIT');
      const checked = await checkAddress(kind, fields);
      if (!checked.ok) return rejected(checked.issues, lang);
      const row = await updateEntry(app.db, session.customerId, id, checked.address, isDefault ?? undefined);
      if (!row) throw new AddressNotFoundError();
      // a sub-account scoped to this sender address follows the edit at its next call
      if (kind === 'SENDER') await sessionsChanged(app.db, { customerId: session.customerId });
      return ok(toEntry(row), t(lang, 'addressBook.saved'));
    },
  );

  app.post(
    '/addressBook/setDefault',
    {
      ...routeOptions('EDIT'),
      schema: {
        operationId: 'addressBook.setDefault',
        tags,
        summary: 'Makes an entry the default of its book (the previous default stops being one)',
        description,
        body: addressBookIdBody,
        response: { 200: addressBookEntryResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const own = await findOwnEntry(app.db, session.customerId, request.body.id);
      if (!own) throw new AddressNotFoundError();
      assertBookAccess(session, own.kind as AddressKind, 'EDIT');
      const row = await setDefaultEntry(app.db, session.customerId, request.body.id);
      if (!row) throw new AddressNotFoundError();
      return ok(toEntry(row), t(request.lang, 'addressBook.defaultSet'));
    },
  );

  app.post(
    '/addressBook/delete',
    {
      ...routeOptions('DELETE'),
      schema: {
        operationId: 'addressBook.delete',
        tags,
        summary: 'Deletes an entry (a deleted default leaves the book without one)',
        description,
        body: addressBookIdBody,
        response: { 200: addressBookDeleteResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const own = await findOwnEntry(app.db, session.customerId, request.body.id);
      if (!own) throw new AddressNotFoundError();
      assertBookAccess(session, own.kind as AddressKind, 'DELETE');
      if (!(await deleteEntry(app.db, session.customerId, request.body.id))) throw new AddressNotFoundError();
      return ok(null, t(request.lang, 'addressBook.deleted'));
    },
  );
}
