import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { type Page, type PageQuery } from '../paging';
import { usePageQuery } from './usePageQuery';

const page: Page<string> = { current: 1, size: 10, total: 1, pages: 1, records: ['JP1'] };

/** A child that suspends its first renders, as a lazy widget or a loading text namespace does. */
function suspendsUntil(ready: Promise<void>) {
  let done = false;
  void ready.then(() => (done = true));
  return function Child() {
    if (!done) throw ready;
    return null;
  };
}

function List({ load, Child }: { load: (query: PageQuery) => Promise<Page<string>>; Child: () => null }) {
  const list = usePageQuery(load, { key: ['parcels', '{}'] });
  return (
    <>
      <p>{list.page ? list.page.records.join(',') : 'loading'}</p>
      <Child />
    </>
  );
}

describe('the first page of a list whose first renders suspend', () => {
  it('is asked for once, however often React renders the list afresh', async () => {
    const load = jest.fn(async () => page);
    let open: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (open = resolve));
    const Child = suspendsUntil(ready);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <List load={load} Child={Child} />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(async () => open());
    expect(await screen.findByText('JP1')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
