// The fake gateway's types (each `@ts-expect-error` must stay an error for `tsc` to pass) and its
// escape hatches at run time.
import type { ApiData } from '../api/types';
import { post } from '../http/gateway';
import { ApiError } from '../http/ApiError';
import { postFile } from '../http/file';
import { answerLater } from './answerLater';
import { deferred, fakeGateway, fileAnswer, refusal } from './fakeGateway';

jest.mock('../http/fingerprint', () => ({ browserFingerprint: () => 'visitor-1' }));

const coupon: ApiData<'/customer-api/coupon/generate', 'post'> = {
  id: 7,
  code: 'NEWYEAR',
  name: 'New year',
  type: 'SHIPPING',
  discountType: 'FIXED',
  value: 5000,
  maxDiscount: null,
  minSpend: 0,
  productTypes: [],
  provinces: [],
  codRule: 'ANY',
  perAccountLimit: 1,
  stockLeft: 100,
  terms: '',
  validFrom: '2026-01-01T00:00:00Z',
  validTo: '2026-02-01T00:00:00Z',
  status: 'AVAILABLE',
  lockedAt: null,
  usedAt: null,
  usedOnBillCode: null,
};

it('hands a handler the body sent and answers its data in a success envelope', async () => {
  const gateway = fakeGateway({
    'POST /customer-api/coupon/generate': (_query, body) => ({ ...coupon, code: body.code }),
  });
  await expect(post('/customer-api/coupon/generate', { code: 'SPRING' })).resolves.toMatchObject({
    code: 'SPRING',
  });
  expect(gateway.bodies('/customer-api/coupon/generate')).toEqual([{ code: 'SPRING' }]);
});

it('answers a refusal, an envelope, a file, a later answer and a held answer', async () => {
  const held = deferred<typeof coupon>();
  let answer = 0;
  fakeGateway({
    'POST /customer-api/coupon/generate': () => {
      answer += 1;
      if (answer === 1) return refusal('Unknown voucher code', { reason: 'unknown' });
      if (answer === 2) return { code: 1, msg: 'Redeemed already', data: coupon };
      if (answer === 3) return answerLater(coupon);
      return held.promise;
    },
    'POST /customer-api/order/manage/export': () =>
      fileAnswer(new Blob(['PK']), { 'content-disposition': 'attachment; filename="o.xlsx"' }),
  });
  const refused = await post('/customer-api/coupon/generate', { code: 'X' }, { silent: true }).catch(
    (error: unknown) => error,
  );
  expect(refused).toBeInstanceOf(ApiError);
  expect(refused).toMatchObject({ msg: 'Unknown voucher code', data: { reason: 'unknown' } });
  await expect(post('/customer-api/coupon/generate', { code: 'X' })).resolves.toEqual(coupon);
  await expect(post('/customer-api/coupon/generate', { code: 'X' })).resolves.toEqual(coupon);
  const later = post('/customer-api/coupon/generate', { code: 'X' });
  held.resolve(coupon);
  await expect(later).resolves.toEqual(coupon);
  await expect(postFile('/customer-api/order/manage/export', {})).resolves.toMatchObject({
    fileName: 'o.xlsx',
  });
});

it('refuses a route it has no handler for, naming it', async () => {
  fakeGateway({});
  await expect(post('/customer-api/coupon/generate', { code: 'X' }, { silent: true })).rejects.toMatchObject({
    msg: 'no route POST /customer-api/coupon/generate',
  });
});

/** Only type-checked: each `@ts-expect-error` below must be an error for `tsc` to pass. */
export function typeContract() {
  fakeGateway({
    // @ts-expect-error a gateway route the schema does not have
    'POST /customer-api/coupon/generat': () => coupon,
  });
  fakeGateway({
    // @ts-expect-error a GET route under the POST method
    'POST /customer-api/address/search': () => [],
  });
  fakeGateway({
    // @ts-expect-error an answer that is not the operation's data
    'POST /customer-api/coupon/generate': () => ({ ...coupon, status: 'LOST' }),
  });
  fakeGateway({
    // @ts-expect-error a body field the operation does not take
    'POST /customer-api/coupon/generate': (_query, body) => ({ ...coupon, code: body.voucher }),
  });
  // a URL outside the gateway's bases (a widget's configured URL) is untyped
  fakeGateway({ 'GET /x/page': () => ({ anything: true }) });
  const gateway = fakeGateway({});
  // @ts-expect-error the recorded bodies of a route are its typed body
  void gateway.bodies('/customer-api/coupon/generate')[0].voucher;
}
