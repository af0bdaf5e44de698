import { queryClient } from 'shared/widgets';
import routes from '../routes';
import { codListsChanged, COD_LISTS } from './codLists';

it('names routes of this remote (a renamed route fails here, not silently in production)', () => {
  const names = routes.map((route) => route.name);
  for (const list of COD_LISTS) expect(names).toContain(list);
});

it('marks every page and count of the COD lists stale, and no other list', async () => {
  const keys = [
    ['page', 'codBillpage', '{}', 1, 10],
    ['counts', 'codReconciliation', '{}'],
    ['page', 'codeReconciliation', '{}', 2, 10],
    ['page', 'monthlyStatement', '{}', 1, 10],
  ];
  for (const key of keys) queryClient.setQueryData(key, { records: [] });
  codListsChanged();
  await Promise.resolve();
  const stale = keys.map((key) => queryClient.getQueryState(key)?.isInvalidated);
  expect(stale).toEqual([true, true, true, false]);
});
