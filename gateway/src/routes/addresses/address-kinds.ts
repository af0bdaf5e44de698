/** The two books of a customer: where parcels leave from, and where they go. */
export const ADDRESS_KINDS = ['SENDER', 'RECEIVER'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

/** The side of an order an entry of a book fills (and the order rules check it as). */
export function sideOf(kind: AddressKind): 'sender' | 'receiver' {
  return kind === 'SENDER' ? 'sender' : 'receiver';
}

/**
 * Who may use a book: order entry uses both (pick, save the receiver); the account pages
 * /mailingAddress and /receivingAddress each keep one.
 */
export const BOOK_PERMISSIONS: Readonly<Record<AddressKind, readonly string[]>> = {
  SENDER: ['orderEntry', 'mailingAddress'],
  RECEIVER: ['orderEntry', 'receivingAddress'],
};

/** Every key that opens one book or the other: the routes' own check. */
export const ANY_BOOK_PERMISSION = ['orderEntry', 'mailingAddress', 'receivingAddress'] as const;
