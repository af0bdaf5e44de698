import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { codBatchEvents, codBatches, users } from '../../../db/schema';
import { BizError } from '../../../http/envelope';
import { t } from '../../../i18n/messages';
import { COD_CODE_MAIL_LIMITS } from '../../../rules/cod-codes';
import { createTestApp, lastMailTo, SETUP_TIMEOUT } from '../../../test/helper';
import { decryptBatch, mailBatch, resendMail } from './cod-batch-mail.repo';
import './cod.messages';

const DEMO_MAIL = 'demo@example.co.id';
/** 09:00 WIB on Tuesday 10 November 2026, and the next morning. */
const TODAY = new Date('2026-11-10T02:00:00.000Z');
const TOMORROW = new Date('2026-11-11T02:00:00.000Z');

/** The codes of one COD batch: mailed at most COD_CODE_MAIL_LIMITS.perBatchPerDay times a WIB day. */
describe('COD statement codes', () => {
  let app: FastifyInstance;
  let actor: { customerId: number; userId: number };
  let batchId: number;
  const deps = () => ({ db: app.db, mailer: app.mailer });

  beforeAll(async () => {
    app = await createTestApp();
    const [demo] = await app.db
      .select({ userId: users.id, customerId: users.customerId })
      .from(users)
      .where(eq(users.loginCode, 'demo'));
    actor = demo;
    const [batch] = await app.db
      .insert(codBatches)
      .values({
        customerId: demo.customerId,
        batchNo: 'CODTEST0001',
        periodFrom: '2026-11-02',
        periodTo: '2026-11-06',
        cutOffDay: '2026-11-06',
        parcelCount: 0,
        grossCod: 0,
        commission: 0,
        vat: 0,
        returnFees: 0,
        netPayout: 0,
        autoAgreeDay: '2026-11-13',
        createdAt: TODAY,
      })
      .returning();
    batchId = batch.id;
    const mailed = await app.db.transaction((tx) => mailBatch(tx, batch, TODAY));
    if (mailed.mail) await app.mailer.send(mailed.mail);
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  const mailedCode = async () => String((await lastMailTo(app, DEMO_MAIL)).payload.code);
  const refusal = async (work: Promise<unknown>) => {
    const error: unknown = await work.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(BizError);
    const { msgKey, params } = error as BizError;
    return t('en', msgKey, params);
  };
  const lockWith = async (code: string, now: Date) => {
    let last = '';
    for (let i = 0; i < 5; i += 1) last = await refusal(decryptBatch(deps(), actor, batchId, code, now));
    return last;
  };
  const mailedEvents = async () =>
    (
      await app.db
        .select()
        .from(codBatchEvents)
        .where(and(eq(codBatchEvents.batchId, batchId), eq(codBatchEvents.kind, 'MAILED')))
    ).length;

  it('stops mailing codes for the day once the cap is reached, and keeps the locked code shut', async () => {
    expect(COD_CODE_MAIL_LIMITS.perBatchPerDay).toBe(3);
    const first = await mailedCode();
    const wrong = first === '999999' ? '999998' : '999999';
    // the statement mail, then one code after a lock and one asked for again: three today
    expect(await lockWith(wrong, TODAY)).toBe(
      'the code was wrong 5 times and is locked; a new code has been sent to your e-mail',
    );
    await resendMail(deps(), actor, batchId, TODAY);
    expect(await mailedEvents()).toBe(3);
    const third = await mailedCode();
    expect(await refusal(resendMail(deps(), actor, batchId, TODAY))).toBe(
      '3 codes were sent for this statement today; please try again tomorrow',
    );
    const other = third === '999999' ? '999998' : '999999';
    expect(await lockWith(other, TODAY)).toBe(
      'the code was wrong 5 times and is locked; 3 codes were sent today, ask for a new code tomorrow',
    );
    expect(await mailedEvents()).toBe(3);
    expect(await mailedCode()).toBe(third);
    // locked without a new code: even the right one no longer opens the statement
    expect(await refusal(decryptBatch(deps(), actor, batchId, third, TODAY))).toMatch(/is locked/);

    // the next WIB day, the shipper asks again and the new code opens it
    await resendMail(deps(), actor, batchId, TOMORROW);
    const fresh = await mailedCode();
    const opened = await decryptBatch(deps(), actor, batchId, fresh, TOMORROW);
    expect(opened.status).toBe('VERIFIED');
  });

  it('mails the statement in the recipient language with the payout as rupiah in that language', async () => {
    const [batch] = await app.db
      .insert(codBatches)
      .values({
        customerId: actor.customerId,
        batchNo: 'CODTEST0002',
        periodFrom: '2026-11-02',
        periodTo: '2026-11-06',
        cutOffDay: '2026-11-06',
        parcelCount: 12,
        grossCod: 900_000,
        commission: 40_000,
        vat: 6_101,
        returnFees: 0,
        netPayout: 853_899,
        autoAgreeDay: '2026-11-13',
        createdAt: TODAY,
      })
      .returning();
    // cut by the daily job (no request): the portal's default language, Indonesian
    const cut = await app.db.transaction((tx) => mailBatch(tx, batch, TODAY));
    expect(cut.mail?.subject).toBe('Laporan COD CODTEST0002');
    expect(cut.mail?.body).toContain('Rp 853.899');
    expect(cut.mail?.body).toContain('pembayaran bersih');
    expect(cut.mail?.body).toContain('13-11-2026');
    expect(cut.mail?.body).not.toMatch(/853899|Your COD statement/);
    // asked again from an English screen: English, with English grouping
    await resendMail(deps(), actor, batch.id, TOMORROW, 'en');
    const resent = await lastMailTo(app, DEMO_MAIL);
    expect(resent.subject).toBe('COD statement CODTEST0002');
    expect(resent.body).toContain('net payout Rp 853,899');
  });
});
