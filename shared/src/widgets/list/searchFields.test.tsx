import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import { columnSearchFields, compactSearch, SEARCH_ROW_FIELDS } from './searchFields';
import { SearchForm } from './SearchForm';
import type { ListColumn } from './types';

type Row = { name: string; code: string; remark: string; kind: string };
const columns: ListColumn<Row>[] = [
  { prop: 'name', label: 'Name', search: true },
  { prop: 'code', label: 'Code', search: true, type: 'textarea' },
  { prop: 'remark', label: 'Remark' },
  {
    prop: 'kind',
    label: 'Kind',
    search: true,
    type: 'select',
    dicData: [{ value: 'BOX', label: 'Box' }],
  },
];

describe('search fields from columns', () => {
  it('has one field per column with search, a text input for a textarea, and sends the filled ones', async () => {
    const onSearch = jest.fn();
    await renderPage(
      <SearchForm<Record<string, unknown>>
        name="listSearch"
        fields={columnSearchFields(columns, { kind: [{ value: 'BOX', label: 'Box' }] })}
        values={{ code: 'X1' }}
        onSearch={(values) => onSearch(compactSearch(values))}
        collapsedFields={SEARCH_ROW_FIELDS}
      />,
    );
    expect(screen.queryByLabelText('Remark')).toBeNull();
    expect(screen.getByLabelText('Code').tagName).toBe('INPUT');
    expect(screen.getByLabelText('Code')).toHaveValue('X1');
    expect(screen.getByLabelText('Kind')).toHaveAttribute('role', 'combobox');
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'box' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ name: 'box' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onSearch).toHaveBeenLastCalledWith({});
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('has no field without searchable columns', () => {
    expect(columnSearchFields([{ prop: 'remark', label: 'Remark' }], {})).toEqual([]);
  });

  it('drops empty values (empty string, empty list, null) and keeps zero and false', () => {
    expect(compactSearch({ a: '', b: [], c: null, d: 0, e: false, f: 'x' })).toEqual({
      d: 0,
      e: false,
      f: 'x',
    });
  });
});
