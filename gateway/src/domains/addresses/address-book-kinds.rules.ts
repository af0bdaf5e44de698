import { ADDRESS_KINDS, type AddressKind } from '../../db/schema/addresses';

// The kinds are the database's (its check constraint names them).
export { ADDRESS_KINDS, type AddressKind } from '../../db/schema/addresses';

/** The side of an order an entry of a book fills (and the order rules check it as). */
export function sideOf(kind: AddressKind): 'sender' | 'receiver' {
  return kind === 'SENDER' ? 'sender' : 'receiver';
}

/**
 * The pages that use a book: order entry uses both (pick an entry; its save button also keeps the
 * receiver), the account pages /mailingAddress and /receivingAddress each keep one.
 */
const BOOK_PAGES: Readonly<Record<AddressKind, readonly string[]>> = {
  SENDER: ['orderEntry', 'mailingAddress'],
  RECEIVER: ['orderEntry', 'receivingAddress'],
};

/** What a call does to a book: read it (the page key is enough), or the button's action. */
export type BookAction = 'read' | 'ADD' | 'EDIT' | 'DELETE' | 'EXCEL';
/** Order entry only reads the books and adds to them; editing and deleting are the account pages'. */
const ENTRY_ACTIONS: readonly BookAction[] = ['read', 'ADD'];

/**
 * Who may do `action` to the books of `kinds`: every page that offers it, with its button key.
 * The routes declare it for both books; the handlers check it again for the entry's own book.
 * @example
 * bookPermission('EDIT', ['SENDER']); // { anyOf: [['mailingAddress', 'mailingAddress_EDIT']] }
 */
export function bookPermission(
  action: BookAction,
  kinds: readonly AddressKind[] = ADDRESS_KINDS,
): { anyOf: string[][] } {
  const pages = [...new Set(kinds.flatMap((kind) => BOOK_PAGES[kind]))].filter(
    (page) => page !== 'orderEntry' || ENTRY_ACTIONS.includes(action),
  );
  return { anyOf: pages.map((page) => (action === 'read' ? [page] : [page, `${page}_${action}`])) };
}
