import { toTaskFilter } from './taskFilter';

it('sends the picked range as createdFrom / createdTo and the status', () => {
  expect(toTaskFilter({ created: ['2026-11-01 00:00:00', '2026-11-22 23:59:59'], status: 'FAILED' })).toEqual(
    { createdFrom: '2026-11-01 00:00:00', createdTo: '2026-11-22 23:59:59', status: 'FAILED' },
  );
});

it('leaves out an empty range ("all") and a cleared status', () => {
  expect(toTaskFilter({ created: ['', ''], status: null })).toEqual({});
  expect(toTaskFilter({})).toEqual({});
});

it('keeps a range open at one end', () => {
  expect(toTaskFilter({ created: ['2026-11-01 00:00:00', ''] })).toEqual({
    createdFrom: '2026-11-01 00:00:00',
  });
});
