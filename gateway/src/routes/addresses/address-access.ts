import type { SessionContext } from '../../auth/session-types';
import { NoPermissionError } from '../../auth/plugin';
import { holdsPermission } from '../../auth/session-store';
import { BizError } from '../../http/envelope';
import { BOOK_PERMISSIONS, type AddressKind } from './address-kinds';

/** Not the caller's entry (missing, or another customer's): both answer the same 404. */
export class AddressNotFoundError extends BizError {
  constructor() {
    super('addressBook.notFound', {}, 404, 404);
  }
}

/** Refuses (403) a session that holds no key of this book (see BOOK_PERMISSIONS). */
export function assertBookAccess(session: SessionContext, kind: AddressKind): void {
  if (!BOOK_PERMISSIONS[kind].some((key) => holdsPermission(session, key))) throw new NoPermissionError();
}
