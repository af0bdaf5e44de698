// Over 300 lines: the address book calls (seeded books, search, save, one default, update and delete,
// tenant isolation, permissions) over one booted gateway; a boot per file costs more than the cases.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { replaceUserPermissions } from '../../auth/user-permissions';
import { addressBookEntries } from '../../db/schema/addresses';
import { customers, userPermissions, users } from '../../db/schema/core';
import { authHeaders, body, createTestApp, post, SETUP_TIMEOUT, loginDemoAccounts } from '../../test/helper';
import { validateAddress } from '../orders/order.rules';
import { loadRegionIndex } from '../widgets';
import { sideOf } from './address-book-kinds.rules';
import { DEMO_BOOK, OTHER_CUSTOMER_BOOK } from '../../db/seed/addresses-data';

const API = '/customer-api/addressBook';

/** A receiver typed the everyday way: +62 phone, 'DKI Jakarta', a regency without 'Kota Administrasi'. */
const TYPED_RECEIVER = {
  name: 'Lina Kartika',
  phone: '+62 813-1111-2222',
  province: 'DKI Jakarta',
  city: 'Jakarta Selatan',
  district: 'Kebayoran Baru',
  address: 'Jl. Senopati No. 8',
  postalCode: '12190',
};

describe('address books', () => {
  let app: FastifyInstance;
  let demo: string;
  let demoSub: string;
  let other: string;
  let demoCustomerId: number;
  let otherCustomerId: number;

  beforeAll(async () => {
    app = await createTestApp();
    [demo, demoSub, other] = await loginDemoAccounts(app);
    const byCode = async (code: string) =>
      (await app.db.select().from(customers).where(eq(customers.customerCode, code)))[0].id;
    [demoCustomerId, otherCustomerId] = await Promise.all([byCode('C001'), byCode('C002')]);
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  const call = async (token: string, path: string, payload: object, language = 'EN') =>
    post(app, `${API}/${path}`, payload, authHeaders(token, language));
  const data = async (token: string, path: string, payload: object, language = 'EN') =>
    body(await call(token, path, payload, language)).data;
  const rowsOf = (customerId: number) =>
    app.db.select().from(addressBookEntries).where(eq(addressBookEntries.customerId, customerId));
  const defaultsOf = async (customerId: number, kind: string) =>
    (await rowsOf(customerId)).filter((row) => row.kind === kind && row.isDefault).map((row) => row.name);

  describe('seeded demo books', () => {
    it('hold only addresses the order rules accept unchanged (official names, national mobiles)', async () => {
      const regions = await loadRegionIndex(app.db);
      for (const { kind, isDefault: _isDefault, ...entry } of [...DEMO_BOOK, ...OTHER_CUSTOMER_BOOK]) {
        const checked = validateAddress(sideOf(kind), entry, regions);
        expect(checked).toMatchObject({ ok: true });
        if (!checked.ok) continue;
        expect(checked.address).toMatchObject({
          phone: entry.phone,
          provinceName: entry.province,
          cityName: entry.city,
          districtName: entry.district,
          districtCode: entry.districtCode,
        });
      }
    });

    it('answers a page of one book, the default first, then the latest changed', async () => {
      const page = await data(demo, 'page', { kind: 'SENDER', current: 1, size: 10 });
      expect(page).toMatchObject({ current: 1, size: 10, total: 2, pages: 1 });
      expect(page.records[0]).toEqual({
        id: expect.any(Number),
        kind: 'SENDER',
        name: 'PT Nusantara Niaga',
        phone: '081210002026',
        province: 'Daerah Khusus Ibukota Jakarta',
        city: 'Kota Administrasi Jakarta Barat',
        district: 'Kebon Jeruk',
        districtCode: '31.73.05',
        address: 'Jl. Panjang No. 12, Kel. Kedoya Utara',
        postalCode: '11520',
        isDefault: true,
        updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      const receivers = await data(demo, 'page', { kind: 'RECEIVER', current: 1, size: 2 });
      expect(receivers).toMatchObject({ total: 4, pages: 2 });
      expect(receivers.records.every((row: { kind: string }) => row.kind === 'RECEIVER')).toBe(true);
    });

    it('answers the default of a book', async () => {
      expect(await data(demo, 'default', { kind: 'SENDER' })).toMatchObject({
        name: 'PT Nusantara Niaga',
        isDefault: true,
      });
      expect(await data(other, 'default', { kind: 'SENDER' })).toMatchObject({ name: 'CV Sinar Jaya' });
      expect(await data(demo, 'default', { kind: 'RECEIVER' })).toBeNull();
    });
  });

  describe('keyword search', () => {
    const names = async (keyword: string, token = demo) =>
      (await data(token, 'page', { kind: 'RECEIVER', keyword, current: 1, size: 50 })).records.map(
        (row: { name: string }) => row.name,
      );

    it('finds by part of the name in any case, by street, and by phone in any form', async () => {
      expect(await names('rahma')).toEqual(['Siti Rahmawati']);
      expect(await names('  SUKAJADI ')).toEqual(['Siti Rahmawati']);
      expect(await names('melawai')).toEqual(['Toko Kelontong Sumber Rejeki']);
      expect(await names('0812-3456-7805')).toEqual(['I Made Wirawan']);
      expect(await names('+62 812 3456 7801')).toEqual(['Budi Santoso']);
      expect(await names('4567801')).toEqual(['Budi Santoso']);
      expect(await names('')).toHaveLength(4);
    });

    it("takes % and _ literally, and never finds another shipper's addresses", async () => {
      expect(await names('%')).toEqual([]);
      expect(await names('_')).toEqual([]);
      expect(await names('Rahmat Hidayat')).toEqual([]);
      expect(await names('Rahmat Hidayat', other)).toEqual(['Rahmat Hidayat']);
      expect(await names('Siti', other)).toEqual([]);
    });
  });

  describe('save', () => {
    it('stores the mobile in its national form and the region by its official names and code', async () => {
      const res = await call(demo, 'save', { kind: 'RECEIVER', ...TYPED_RECEIVER });
      expect(res.statusCode).toBe(200);
      const answer = body(res);
      expect(answer).toMatchObject({ code: 1, msg: 'address saved' });
      expect(answer.data).toMatchObject({
        kind: 'RECEIVER',
        name: 'Lina Kartika',
        phone: '081311112222',
        province: 'Daerah Khusus Ibukota Jakarta',
        city: 'Kota Administrasi Jakarta Selatan',
        district: 'Kebayoran Baru',
        districtCode: '31.74.07',
        postalCode: '12190',
        isDefault: false,
        duplicate: false,
      });
      const [row] = await app.db
        .select()
        .from(addressBookEntries)
        .where(eq(addressBookEntries.id, answer.data.id));
      expect(row).toMatchObject({
        customerId: demoCustomerId,
        phone: '081311112222',
        districtCode: '31.74.07',
      });
      expect(row.createdBy).not.toBeNull();
    });

    it('answers the entry already in the book for the same address instead of a copy', async () => {
      const first = await data(demo, 'save', {
        kind: 'RECEIVER',
        ...TYPED_RECEIVER,
        name: 'Yusuf Maulana',
        districtCode: '31.74.07',
      });
      const again = body(
        await call(demo, 'save', {
          kind: 'RECEIVER',
          ...TYPED_RECEIVER,
          name: 'Yusuf Maulana',
          phone: '0813 1111 2222',
        }),
      );
      expect(again).toMatchObject({ code: 1, msg: 'the address book already holds this address' });
      expect(again.data).toMatchObject({ id: first.id, duplicate: true });
      expect((await rowsOf(demoCustomerId)).filter((row) => row.name === 'Yusuf Maulana')).toHaveLength(1);
      // the same address in the other book is another entry
      const asSender = await data(demo, 'save', { kind: 'SENDER', ...TYPED_RECEIVER, name: 'Yusuf Maulana' });
      expect(asSender).toMatchObject({ kind: 'SENDER', duplicate: false });
      await data(demo, 'delete', { id: asSender.id });
    });

    it('refuses what the order rules refuse, every issue at once, translated, and stores nothing', async () => {
      const before = (await rowsOf(demoCustomerId)).length;
      const res = await call(
        demo,
        'save',
        {
          kind: 'RECEIVER',
          name: ' ',
          phone: '021 555 1234',
          province: 'Jawa Barat',
          city: 'Kota Bandung',
          district: 'Atlantis',
          address: 'Jl. Dago No. 1',
          postalCode: '4013',
        },
        'ID',
      );
      expect(res.statusCode).toBe(200);
      const answer = body(res);
      expect(answer.code).toBe(500);
      const issues = answer.data.issues as { field: string; messageCode: string; message: string }[];
      expect(issues.map((issue) => [issue.field, issue.messageCode])).toEqual([
        ['receiver.name', 'order.required'],
        ['receiver.phone', 'order.phoneInvalid'],
        ['receiver.postalCode', 'order.postalCodeInvalid'],
        ['receiver.district', 'order.districtUnknown'],
      ]);
      expect(issues[1].message).toBe(
        'telepon penerima "021 555 1234" bukan nomor HP Indonesia (08… atau +62 8…)',
      );
      expect(answer.msg).toContain('nama penerima wajib diisi');
      expect((await rowsOf(demoCustomerId)).length).toBe(before);
    });

    it('names the sender fields in a refusal of the sender book', async () => {
      const answer = body(
        await call(demo, 'save', { kind: 'SENDER', ...TYPED_RECEIVER, districtCode: '99.99.99' }),
      );
      expect(answer.data.issues).toEqual([
        expect.objectContaining({
          field: 'sender.districtCode',
          messageCode: 'order.districtCodeUnknown',
          message: expect.stringContaining('sender district code'),
        }),
      ]);
    });

    it('refuses an unknown book and missing paging fields through the schema', async () => {
      expect((await call(demo, 'save', { kind: 'OFFICE', ...TYPED_RECEIVER })).statusCode).toBe(400);
      expect((await call(demo, 'page', { kind: 'receiver' })).statusCode).toBe(400);
    });
  });

  describe('one default per book and customer', () => {
    it('moves the default with save, setDefault and update; the other book and shipper keep theirs', async () => {
      const saved = await data(demo, 'save', {
        kind: 'SENDER',
        name: 'Nusantara Niaga Cabang Medan',
        phone: '081260002026',
        districtCode: '12.71.17',
        address: 'Jl. Gatot Subroto No. 5',
        isDefault: true,
      });
      expect(saved).toMatchObject({ isDefault: true, city: 'Kota Medan', district: 'Medan Baru' });
      expect(await defaultsOf(demoCustomerId, 'SENDER')).toEqual(['Nusantara Niaga Cabang Medan']);
      expect(await defaultsOf(otherCustomerId, 'SENDER')).toEqual(['CV Sinar Jaya']);

      const head = (await rowsOf(demoCustomerId)).find((row) => row.name === 'PT Nusantara Niaga')!;
      const answer = body(await call(demo, 'setDefault', { id: head.id }));
      expect(answer).toMatchObject({
        code: 1,
        msg: 'set as the default address',
        data: { id: head.id, isDefault: true },
      });
      expect(await defaultsOf(demoCustomerId, 'SENDER')).toEqual(['PT Nusantara Niaga']);

      const receiver = (await rowsOf(demoCustomerId)).find((row) => row.name === 'Budi Santoso')!;
      await data(demo, 'setDefault', { id: receiver.id });
      expect(await defaultsOf(demoCustomerId, 'RECEIVER')).toEqual(['Budi Santoso']);
      expect(await defaultsOf(demoCustomerId, 'SENDER')).toEqual(['PT Nusantara Niaga']);

      const updated = await data(demo, 'update', {
        id: saved.id,
        name: 'Nusantara Niaga Cabang Medan',
        phone: '6281260002026',
        districtCode: '12.71.17',
        address: 'Jl. Gatot Subroto No. 7',
        isDefault: true,
      });
      expect(updated).toMatchObject({
        phone: '081260002026',
        address: 'Jl. Gatot Subroto No. 7',
        isDefault: true,
      });
      expect(await defaultsOf(demoCustomerId, 'SENDER')).toEqual(['Nusantara Niaga Cabang Medan']);

      // isDefault false stops it being one; nothing else becomes the default
      await data(demo, 'update', { ...updated, isDefault: false });
      expect(await defaultsOf(demoCustomerId, 'SENDER')).toEqual([]);
      expect(await data(demo, 'default', { kind: 'SENDER' })).toBeNull();
      await data(demo, 'setDefault', { id: head.id });
      await data(demo, 'delete', { id: saved.id });
      await data(demo, 'update', { ...receiver, isDefault: false });
    });

    it('keeps one default when several requests make one at once', async () => {
      const ids = (await rowsOf(otherCustomerId)).map((row) => row.id);
      const extra = await data(other, 'save', {
        kind: 'SENDER',
        ...TYPED_RECEIVER,
        name: 'Gudang Sinar Jaya',
      });
      const answers = await Promise.all(
        [...ids, extra.id, ...ids, extra.id, ...ids, extra.id, ...ids].map((id) =>
          call(other, 'setDefault', { id }),
        ),
      );
      // serialised per customer: none of them trips over the one-default index
      expect(answers.map((res) => [res.statusCode, body(res).code])).toEqual(answers.map(() => [200, 1]));
      expect((await defaultsOf(otherCustomerId, 'SENDER')).length).toBe(1);
      expect((await defaultsOf(otherCustomerId, 'RECEIVER')).length).toBe(1);
      const sinar = (await rowsOf(otherCustomerId)).find((row) => row.name === 'CV Sinar Jaya')!;
      await data(other, 'setDefault', { id: sinar.id });
      await data(other, 'delete', { id: extra.id });
      const hidayat = (await rowsOf(otherCustomerId)).find((row) => row.name === 'Rahmat Hidayat')!;
      await data(other, 'update', { ...hidayat, isDefault: false });
    });
  });

  describe('update and delete', () => {
    it('replaces the address, checked like a new one', async () => {
      const entry = await data(demo, 'save', { kind: 'RECEIVER', ...TYPED_RECEIVER, name: 'Eka Putra' });
      const refused = body(await call(demo, 'update', { id: entry.id, ...TYPED_RECEIVER, phone: '12345' }));
      expect(refused.data.issues).toEqual([expect.objectContaining({ field: 'receiver.phone' })]);
      const updated = body(
        await call(demo, 'update', {
          id: entry.id,
          name: 'Eka Putra',
          phone: '0856 7777 8888',
          province: 'Jawa Barat',
          city: 'Bandung',
          district: 'Sukajadi',
          address: 'Jl. Cipaganti No. 2',
        }),
      );
      expect(updated).toMatchObject({ code: 1, msg: 'address saved' });
      expect(updated.data).toMatchObject({
        id: entry.id,
        kind: 'RECEIVER',
        phone: '085677778888',
        city: 'Kota Bandung',
        districtCode: '32.73.07',
        postalCode: null,
      });
      expect(body(await call(demo, 'delete', { id: entry.id }))).toEqual({
        code: 1,
        msg: 'address deleted',
        data: null,
      });
      expect((await rowsOf(demoCustomerId)).some((row) => row.id === entry.id)).toBe(false);
      expect(body(await call(demo, 'delete', { id: entry.id })).code).toBe(404);
    });
  });

  describe('tenant isolation', () => {
    it("answers 404 to another shipper's ids for update, setDefault and delete, and changes nothing", async () => {
      const theirs = (await rowsOf(otherCustomerId)).find((row) => row.name === 'Rahmat Hidayat')!;
      const before = await rowsOf(otherCustomerId);
      for (const [path, payload] of [
        ['update', { id: theirs.id, ...TYPED_RECEIVER }],
        ['setDefault', { id: theirs.id }],
        ['delete', { id: theirs.id }],
      ] as const) {
        const res = await call(demo, path, payload);
        expect(body(res).code).toBe(404);
        expect(body(res)).toEqual({ code: 404, msg: 'address not found', data: null });
      }
      expect(await rowsOf(otherCustomerId)).toEqual(before);
      expect(body(await call(demo, 'delete', { id: 987654321 })).code).toBe(404);
    });
  });

  describe('permissions', () => {
    it('needs a session', async () => {
      const res = await post(app, `${API}/page`, { kind: 'SENDER' });
      expect(res.statusCode).toBe(401);
    });

    it('opens the sender book to mailingAddress and the receiver book to receivingAddress alone', async () => {
      const [sub] = await app.db.select().from(users).where(eq(users.loginCode, 'demo_sub'));
      // Through replaceUserPermissions, as the sub-account module saves them: it drops the
      // sub-account's cached sessions (a direct write shows only after SESSION_CACHE_MS).
      const held = async () =>
        (
          await app.db
            .select({ code: userPermissions.resourceCode })
            .from(userPermissions)
            .where(eq(userPermissions.userId, sub.id))
        ).map((row) => row.code);
      const remove = async (code: string) =>
        replaceUserPermissions(
          app.db,
          sub.id,
          (await held()).filter((kept) => kept !== code),
        );
      const grant = async (code: string) => replaceUserPermissions(app.db, sub.id, [...(await held()), code]);

      // demo_sub holds orderEntry: both books
      expect(body(await call(demoSub, 'page', { kind: 'RECEIVER' })).code).toBe(1);
      await remove('orderEntry');
      try {
        // mailingAddress only: the sender book, not the receiver book
        expect(body(await call(demoSub, 'page', { kind: 'SENDER' })).code).toBe(1);
        expect(body(await call(demoSub, 'page', { kind: 'RECEIVER' })).code).toBe(403);
        const receiver = (await rowsOf(demoCustomerId)).find((row) => row.name === 'Budi Santoso')!;
        expect(body(await call(demoSub, 'delete', { id: receiver.id })).code).toBe(403);
        expect(body(await call(demoSub, 'save', { kind: 'RECEIVER', ...TYPED_RECEIVER })).code).toBe(403);
        expect((await rowsOf(demoCustomerId)).some((row) => row.id === receiver.id)).toBe(true);
        await remove('mailingAddress');
        expect(body(await call(demoSub, 'page', { kind: 'SENDER' })).code).toBe(403);
        await grant('receivingAddress');
        expect(body(await call(demoSub, 'page', { kind: 'RECEIVER' })).code).toBe(1);
        expect(body(await call(demoSub, 'default', { kind: 'SENDER' })).code).toBe(403);
      } finally {
        await grant('orderEntry');
        await grant('mailingAddress');
        await remove('receivingAddress');
      }
    });
  });
});
