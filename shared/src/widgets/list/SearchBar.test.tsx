import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import { SearchBar } from './SearchBar';
import type { ListColumn } from './types';

type Row = { name: string; code: string; remark: string };
const columns: ListColumn<Row>[] = [
  { prop: 'name', label: 'Name', search: true },
  { prop: 'code', label: 'Code', search: true },
  { prop: 'remark', label: 'Remark' },
];

describe('search bar', () => {
  it('has one field per column with search and sends the filled ones', async () => {
    const onSearch = jest.fn();
    await renderPage(
      <SearchBar columns={columns} dictionaries={{}} values={{ code: 'X1' }} onSearch={onSearch} />,
    );
    expect(screen.queryByLabelText('Remark')).toBeNull();
    expect(screen.getByLabelText('Code')).toHaveValue('X1');
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'box' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ name: 'box' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onSearch).toHaveBeenLastCalledWith({});
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('collapses to its first fields and expands (spec §2), keeping the buttons', async () => {
    await renderPage(
      <SearchBar columns={columns} dictionaries={{}} values={{}} onSearch={jest.fn()} collapsedFields={1} />,
    );
    expect(screen.getByLabelText('Name')).toBeVisible();
    expect(screen.getByLabelText('Code')).not.toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Expand' }));
    expect(screen.getByLabelText('Code')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse' }));
    expect(screen.getByLabelText('Code')).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Search' })).toBeVisible();
  });

  it('shows every field of one row without a toggle', async () => {
    await renderPage(<SearchBar columns={columns} dictionaries={{}} values={{}} onSearch={jest.fn()} />);
    expect(screen.getByLabelText('Code')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Expand' })).toBeNull();
  });
});
