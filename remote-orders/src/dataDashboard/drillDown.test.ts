import { listQueryOf } from 'shared/widgets';
import { ordersLink } from './drillDown';

const days = { from: '2026-11-04', to: '2026-11-10' };

it('opens order management at the orders created in the period, in the figure’s statuses', () => {
  const link = ordersLink(days, { period: 'LAST_7_DAYS' }, ['RETURNED'])!;
  expect(link.startsWith('/orderManagement?')).toBe(true);
  expect(listQueryOf(link.split('?')[1])).toEqual({
    search: { createdAt: ['2026-11-04 00:00:00', '2026-11-10 23:59:59'], status: ['RETURNED'] },
    current: 1,
    size: 10,
  });
  expect(listQueryOf(ordersLink(days, { period: 'LAST_7_DAYS' })!.split('?')[1])?.search).toEqual({
    createdAt: ['2026-11-04 00:00:00', '2026-11-10 23:59:59'],
  });
});

it('gives no drill-down under a filter order management does not have', () => {
  expect(ordersLink(days, { period: 'LAST_7_DAYS', productType: 'EZ' }, ['RETURNED'])).toBeUndefined();
  expect(ordersLink(days, { period: 'LAST_7_DAYS', senderAddressId: 3 })).toBeUndefined();
});
