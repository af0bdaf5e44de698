import { messageOf } from 'shared';
import { saveToAddressBook } from './addressBookApi';
import { addressInput, type AddressValues } from '../common/orderDraft';

/** How saving the receiver of a created order to the address book went. */
export type ReceiverBookResult =
  { kind: 'saved' } | { kind: 'alreadySaved' } | { kind: 'failed'; reason?: string };

/**
 * Saves an order's receiver to the receiver book, after the order is created. Never throws: a
 * failure (refused address, network) is answered as `failed` with the reason, and the order and
 * the form stay as they are.
 * @example
 * const result = await saveReceiverToBook(values.receiver); // { kind: 'saved' }
 */
export async function saveReceiverToBook(receiver: AddressValues | undefined): Promise<ReceiverBookResult> {
  try {
    const saved = await saveToAddressBook({ kind: 'RECEIVER', ...addressInput(receiver) });
    return { kind: saved.duplicate ? 'alreadySaved' : 'saved' };
  } catch (error) {
    return { kind: 'failed', reason: messageOf(error) };
  }
}
