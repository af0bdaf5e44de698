import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import { fakeGateway, pageOf } from '../../testing/fakeGateway';
import { RemoteSelect } from './RemoteSelect';

/** Networks as the gateway answers them (the select reads name and id). */
const networks = [
  {
    id: 1,
    parentId: null,
    name: 'Jakarta Hub',
    code: 'JKT',
    isEnable: 1,
    level: 1,
    typeId: 1,
    hasChildren: false,
  },
  {
    id: 2,
    parentId: null,
    name: 'Bandung Hub',
    code: 'BDG',
    isEnable: 1,
    level: 1,
    typeId: 1,
    hasChildren: false,
  },
] as const;

afterEach(() => jest.useRealTimers());

describe('RemoteSelect', () => {
  it('loads its options from the configured url with the search key substituted, 1000 ms after typing', async () => {
    jest.useFakeTimers();
    const calls = fakeGateway({
      'GET /customer-api/network/search': (query) =>
        pageOf(
          networks.filter((row) => row.name.toLowerCase().includes(query.key.toLowerCase())),
          query,
        ),
    });
    await renderPage(
      <RemoteSelect
        url="/customer-api/network/search?current=1&size=10&key={{key}}"
        query={{ queryLevel: 3 }}
        props={{ label: 'name', value: 'id' }}
      />,
    );
    fireEvent.mouseDown(screen.getByRole('combobox'));
    await screen.findByText('Bandung Hub');
    expect(calls.calls()[0].query).toEqual({ current: '1', size: '10', key: '', queryLevel: '3' });

    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'ja' } });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'jak' } });
    act(() => jest.advanceTimersByTime(999));
    expect(calls.calls()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));

    await waitFor(() => expect(screen.queryByText('Bandung Hub')).not.toBeInTheDocument());
    expect(screen.getByText('Jakarta Hub')).toBeInTheDocument();
    expect(calls.calls()).toHaveLength(2);
    expect(calls.calls()[1].query.key).toBe('jak');
  });

  it('sends the query as the body with the configured method POST', async () => {
    const calls = fakeGateway({
      'POST /options/goods': () => [{ value: 'A', label: 'Apparel' }],
    });
    await renderPage(<RemoteSelect url="/options/goods?key={{key}}" method="POST" query={{ type: 1 }} />);

    fireEvent.mouseDown(screen.getByRole('combobox'));

    await screen.findByText('Apparel');
    expect(calls.calls()[0]).toMatchObject({ method: 'POST', query: { key: '' }, body: { type: 1 } });
  });
});
