import { summarise } from './summary';

describe('summary row', () => {
  const rows = [
    { weight: 1.005, value: 10 },
    { weight: 2, value: 'x' },
    { weight: null, value: 5 },
  ];

  it('sums to 2 decimals, treating empty and non-numeric values as 0', () => {
    expect(summarise(rows, [{ name: 'weight', type: 'sum' }])).toEqual({ weight: '3.01' });
  });

  it('averages over every row to 2 decimals', () => {
    expect(summarise(rows, [{ name: 'value', type: 'avg' }])).toEqual({ value: '5.00' });
  });

  it('counts the rows', () => {
    expect(summarise(rows, [{ name: 'weight', type: 'count' }])).toEqual({ weight: '3' });
    expect(summarise([], [{ name: 'weight', type: 'avg' }])).toEqual({ weight: '0.00' });
  });
});
