import { listQueryOf } from 'shared/widgets';
import { bucketDays, ordersLink } from './reportDrillDown';

const days = { from: '2026-11-04', to: '2026-11-10' };
const searchOf = (link: string | undefined) => listQueryOf(link!.split('?')[1])?.search;
const createdAt = ['2026-11-04 00:00:00', '2026-11-10 23:59:59'];

it('opens order management at the orders created in the period, in the figure’s statuses', () => {
  const link = ordersLink(days, { period: 'LAST_7_DAYS' }, { statuses: ['RETURNED'] })!;
  expect(link.startsWith('/orderManagement?')).toBe(true);
  expect(listQueryOf(link.split('?')[1])).toEqual({
    search: { createdAt, status: ['RETURNED'] },
    current: 1,
    size: 10,
  });
  expect(searchOf(ordersLink(days, { period: 'LAST_7_DAYS' }))).toEqual({ createdAt });
});

it('narrows to the figure’s destination, and to the report’s province filter by its code', () => {
  expect(
    searchOf(ordersLink(days, { period: 'TODAY' }, { statuses: ['DELIVERED'], provinceCode: '32' })),
  ).toEqual({
    createdAt,
    status: ['DELIVERED'],
    receiverProvinceCode: '32',
  });
  expect(searchOf(ordersLink(days, { period: 'TODAY' }, { cityCode: '32.73' }))).toEqual({
    createdAt,
    receiverCityCode: '32.73',
  });
  expect(
    searchOf(
      ordersLink(days, { period: 'TODAY', receiverProvince: 'JAWA BARAT' }, { statuses: ['RETURNED'] }, '32'),
    ),
  ).toEqual({ createdAt, status: ['RETURNED'], receiverProvinceCode: '32' });
});

it('gives no drill-down under a filter order management does not have, or an unknown province', () => {
  expect(
    ordersLink(days, { period: 'LAST_7_DAYS', productType: 'EZ' }, { statuses: ['RETURNED'] }),
  ).toBeUndefined();
  expect(ordersLink(days, { period: 'LAST_7_DAYS', senderAddressId: 3 })).toBeUndefined();
  expect(ordersLink(days, { period: 'LAST_7_DAYS', receiverProvince: 'ATLANTIS' })).toBeUndefined();
});

it('gives a bucket’s days inside the report’s range: a day, a week from its Monday, a month', () => {
  const range = { from: '2026-10-28', to: '2026-11-25' };
  expect(bucketDays('2026-11-03', 'DAY', range)).toEqual({ from: '2026-11-03', to: '2026-11-03' });
  expect(bucketDays('2026-11-09', 'WEEK', range)).toEqual({ from: '2026-11-09', to: '2026-11-15' });
  expect(bucketDays('2026-10-26', 'WEEK', range)).toEqual({ from: '2026-10-28', to: '2026-11-01' });
  expect(bucketDays('2026-11-23', 'WEEK', range)).toEqual({ from: '2026-11-23', to: '2026-11-25' });
  expect(bucketDays('2026-10', 'MONTH', range)).toEqual({ from: '2026-10-28', to: '2026-10-31' });
  expect(bucketDays('2026-02', 'MONTH', { from: '2026-01-01', to: '2026-03-31' })).toEqual({
    from: '2026-02-01',
    to: '2026-02-28',
  });
});
