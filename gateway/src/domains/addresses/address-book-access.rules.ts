import { NoPermissionError } from '../../auth/plugin';
import { allowedBy } from '../../auth/route-permission';
import type { SessionContext } from '../../auth/session-types';
import { BizError } from '../../http/envelope';
import { bookPermission, type AddressKind, type BookAction } from './address-book-kinds.rules';

/** Not the caller's entry (missing, or another customer's): both answer the same 404. */
export class AddressNotFoundError extends BizError {
  constructor() {
    super('addressBook.notFound', {}, 404);
  }
}

/** Refuses (403) a session that may not do `action` to this book (see bookPermission). */
export function assertBookAccess(session: SessionContext, kind: AddressKind, action: BookAction): void {
  if (!allowedBy(session, bookPermission(action, [kind]).anyOf)) throw new NoPermissionError();
}
