import { senderAddressEntries } from '../../auth/account-access';
import type { SessionContext } from '../../auth/session-types';
import type { Database } from '../../db/client';
import { menuResources } from '../../db/schema';
import type { DataScopeKind } from '../../db/schema/account';
import { BizError, FieldsError } from '../../http/envelope';
import { senderKey } from '../../parcel/sender-key';
import { rolePresets } from './sub-account.repo';
import { grantableKeys, ungrantableKeys } from './sub-account.rules';

// The checks a sub-account change passes before anything is written: who may manage users, which
// keys the caller may grant, the data scope's sender addresses and the preset role.

/** Only the main account manages users (DOMAINS.md "Account"); a sub-account is refused, whatever its keys. */
export function requireMainAccount(session: SessionContext): void {
  if (!session.isAdmin) throw new BizError('account.mainAccountOnly');
}

/** Every key the menu has (pages, buttons, groups). */
async function menuKeys(db: Database): Promise<string[]> {
  const rows = await db.select({ code: menuResources.resourceCode }).from(menuResources);
  return rows.map((row) => row.code);
}

/** The keys the caller may grant. */
export async function grantableBy(db: Database, session: SessionContext): Promise<string[]> {
  return grantableKeys(session, await menuKeys(db));
}

/** Refuses (with the keys named) any key the caller may not grant. */
export async function checkGrant(
  db: Database,
  session: SessionContext,
  keys: readonly string[],
): Promise<void> {
  const refused = ungrantableKeys(keys, await grantableBy(db, session));
  if (refused.length > 0)
    throw new FieldsError([
      { field: 'permissionKeys', msgKey: 'account.cannotGrant', params: { keys: refused.join(', ') } },
    ]);
}

interface ScopeSetting {
  dataScope: DataScopeKind;
  senderAddressIds: number[];
  senderKeys: string[];
}

/** A data scope checked against the caller's sender address book, with the keys of its addresses. */
export async function scopeSetting(
  db: Database,
  session: SessionContext,
  dataScope: DataScopeKind,
  ids: readonly number[],
): Promise<ScopeSetting> {
  if (dataScope !== 'SENDERS') return { dataScope, senderAddressIds: [], senderKeys: [] };
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  if (wanted.length === 0)
    throw new FieldsError([{ field: 'senderAddressIds', msgKey: 'account.senderAddressNeeded' }]);
  const found = await senderAddressEntries(db, session, wanted);
  const known = new Set(found.map((entry) => entry.id));
  const missing = wanted.filter((id) => !known.has(id));
  if (missing.length > 0)
    throw new FieldsError([
      {
        field: 'senderAddressIds',
        msgKey: 'account.senderAddressUnknown',
        params: { ids: missing.join(', ') },
      },
    ]);
  return {
    dataScope,
    senderAddressIds: wanted,
    senderKeys: [...new Set(found.map((entry) => senderKey(entry)))].sort(),
  };
}

export async function checkPreset(db: Database, code: string | null | undefined): Promise<void> {
  if (!code) return;
  const presets = await rolePresets(db);
  if (!presets.some((preset) => preset.code === code))
    throw new FieldsError([{ field: 'roleCode', msgKey: 'account.presetUnknown', params: { code } }]);
}
