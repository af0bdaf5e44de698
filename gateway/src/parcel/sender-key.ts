import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';

/** What a sender address is recognised by: its phone, district and street address. */
export interface SenderPlace {
  phone: string;
  districtCode: string | null | undefined;
  address: string;
}

const collapse = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The key of a sender address (16 hex characters), the same for an address-book entry and for an
 * order placed from it: the phone's digits (62... read as 0...), the district code and the street
 * address without case or repeated spaces. The contact name is left out, so that a renamed contact
 * at the same place keeps its orders. Stored on orders (`sender_key`) and in a sub-account's data
 * scope.
 * @example
 * senderKey({ phone: '+62 812-3456-7890', districtCode: '31.71.01', address: 'Jl. Sudirman  1' })
 */
export function senderKey(place: SenderPlace): string {
  const digits = place.phone.replace(/\D/g, '').replace(/^62/, '0');
  const text = [digits, place.districtCode ?? '', collapse(place.address)].join('|');
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/**
 * The same key computed by PostgreSQL from an order's columns (to fill `sender_key` of orders made
 * before it existed): equal to `senderKey` for the same values.
 */
export function senderKeySql(phone: SQL | string, districtCode: SQL | string, address: SQL | string): SQL {
  const column = (value: SQL | string) => (typeof value === 'string' ? sql.identifier(value) : value);
  const digits = sql`regexp_replace(regexp_replace(${column(phone)}, '\\D', '', 'g'), '^62', '0')`;
  const place = sql`lower(regexp_replace(btrim(${column(address)}, E' \\t\\n\\r'), '\\s+', ' ', 'g'))`;
  const text = sql`${digits} || '|' || coalesce(${column(districtCode)}, '') || '|' || ${place}`;
  return sql`left(encode(sha256(convert_to(${text}, 'UTF8')), 'hex'), 16)`;
}
