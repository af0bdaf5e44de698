import { renderHook, waitFor } from '@testing-library/react';
import { fakeGateway, refusal } from 'shared/testing';
import { managedOrder, UPDATED_FEES } from './fixtures';
import { addressFeePreview, useAddressFeePreview } from './useAddressFeePreview';

const ORDER = managedOrder();

beforeEach(() => {
  addressFeePreview.debounceMs = 30;
});

it('asks the freight once, for the district the picking settled on', async () => {
  const calls = fakeGateway({ 'POST /customer-api/order/recFee': () => UPDATED_FEES });
  const { result, rerender } = renderHook(({ code }) => useAddressFeePreview(ORDER, code), {
    initialProps: { code: '32.73.02' as string | null },
  });
  expect(result.current).toEqual({ kind: 'unchanged' });
  rerender({ code: null });
  expect(result.current).toEqual({ kind: 'idle' });
  rerender({ code: '31.73.05' });
  rerender({ code: '32.73.01' });
  expect(result.current).toEqual({ kind: 'loading' });

  await waitFor(() => expect(result.current).toEqual({ kind: 'priced', fees: UPDATED_FEES }));
  expect(calls.bodies('/customer-api/order/recFee')).toHaveLength(1);
  expect(calls.bodies('/customer-api/order/recFee')[0]).toMatchObject({
    receiver: { districtCode: '32.73.01' },
  });
});

it('asks nothing while the district is the order’s own or none', async () => {
  const calls = fakeGateway({ 'POST /customer-api/order/recFee': () => UPDATED_FEES });
  const { result, rerender } = renderHook(({ code }) => useAddressFeePreview(ORDER, code), {
    initialProps: { code: '32.73.02' as string | null },
  });
  rerender({ code: null });
  await new Promise((resolve) => setTimeout(resolve, addressFeePreview.debounceMs * 3));
  expect(result.current).toEqual({ kind: 'idle' });
  expect(calls.calls('/customer-api/order/recFee')).toHaveLength(0);
});

it('fails with the server’s issues, or its message when it names none', async () => {
  fakeGateway({
    'POST /customer-api/order/recFee': (_query, body) =>
      (body as { receiver: { districtCode: string } }).receiver.districtCode === '32.73.01'
        ? refusal('input refused', {
            issues: [
              { field: 'productType', messageCode: 'x', params: {}, message: 'SUPER does not reach Papua' },
            ],
          })
        : refusal('You have no permission for this'),
  });
  const { result, rerender } = renderHook(({ code }) => useAddressFeePreview(ORDER, code), {
    initialProps: { code: '32.73.01' },
  });
  await waitFor(() =>
    expect(result.current).toEqual({ kind: 'failed', reasons: ['SUPER does not reach Papua'] }),
  );
  rerender({ code: '31.73.05' });
  await waitFor(() =>
    expect(result.current).toEqual({ kind: 'failed', reasons: ['You have no permission for this'] }),
  );
});
