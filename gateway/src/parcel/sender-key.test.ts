import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { senderKey, senderKeySql } from './sender-key';

describe('senderKey', () => {
  const place = { phone: '081234567890', districtCode: '31.71.01', address: 'Jl. Sudirman 1' };

  it('is the same for the same place written differently', () => {
    expect(senderKey({ ...place, phone: '+62 812-3456-7890', address: '  jl. sudirman   1 ' })).toBe(
      senderKey(place),
    );
    expect(senderKey(place)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('differs by phone, district or address', () => {
    expect(senderKey({ ...place, phone: '081234567891' })).not.toBe(senderKey(place));
    expect(senderKey({ ...place, districtCode: '31.71.02' })).not.toBe(senderKey(place));
    expect(senderKey({ ...place, address: 'Jl. Sudirman 2' })).not.toBe(senderKey(place));
  });

  it('is computed the same by PostgreSQL (the backfill of older orders)', async () => {
    const db = new PGlite();
    const places = [
      place,
      { phone: '+62 812-3456-7890', districtCode: '31.71.01', address: '  jl. SUDIRMAN \t  1 ' },
      { phone: '0812', districtCode: null, address: 'Gang Mawar No. 5, RT 02/RW 03' },
    ];
    for (const each of places) {
      const query = new PgDialect().sqlToQuery(
        sql`select ${senderKeySql(sql`${each.phone}::text`, sql`${each.districtCode}::text`, sql`${each.address}::text`)} as key`,
      );
      const { rows } = await db.query<{ key: string }>(query.sql, query.params);
      expect(rows[0].key).toBe(senderKey(each));
    }
    await db.close();
  });
});
