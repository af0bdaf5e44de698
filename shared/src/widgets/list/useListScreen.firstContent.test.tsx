import { waitFor } from '@testing-library/react';
import { onFirstContent, resetFirstContent } from '../../routing/firstContent';
import { renderPage } from '../../testing/renderPage';
import type { Page, PageQuery } from '../paging';
import { useListScreen } from './useListScreen';

const empty: Page<{ id: number }> = { current: 1, size: 10, total: 0, pages: 0, records: [] };

function Rows({ loadPage }: { loadPage: (query: PageQuery) => Promise<Page<{ id: number }>> }) {
  const screen = useListScreen<{ id: number }, object>({ cacheKey: 'rows', loadPage });
  return <p>{screen.list.page ? `${screen.list.page.total} rows` : 'loading'}</p>;
}

describe('a list screen and the first content of the page', () => {
  beforeEach(() => resetFirstContent());

  it('marks it when its first page has answered, not before', async () => {
    let answer: (page: Page<{ id: number }>) => void = () => undefined;
    const loadPage = jest.fn(() => new Promise<Page<{ id: number }>>((resolve) => (answer = resolve)));
    const shown = jest.fn();
    onFirstContent(shown, 60_000);
    const view = await renderPage(<Rows loadPage={loadPage} />);
    await waitFor(() => expect(loadPage).toHaveBeenCalled());
    expect(shown).not.toHaveBeenCalled();
    answer(empty);
    await view.findByText('0 rows');
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it('marks it when its first page failed too (the page shows its refusal)', async () => {
    const shown = jest.fn();
    onFirstContent(shown, 60_000);
    await renderPage(<Rows loadPage={() => Promise.reject(new Error('down'))} />);
    await waitFor(() => expect(shown).toHaveBeenCalledTimes(1));
  });
});
