import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { renderPage } from '../../testing/renderPage';
import { listPermissions } from './permissions';
import { ListTable } from './ListTable';
import { RowActions } from './RowActions';
import { tableColumns } from './tableColumns';
import { useCellEdit } from './useCellEdit';
import type { ListColumn, ListRow } from './types';

type Row = { id?: number; name: string };
const columns: ListColumn<Row>[] = [
  {
    prop: 'name',
    label: 'Name',
    cell: true,
    rules: [
      { required: true, message: 'please enter Name' },
      { max: 5, message: 'too long' },
    ],
  },
];

function CellTable({ rows, onSave }: { rows: ListRow<Row>[]; onSave(row: Row): Promise<unknown> }) {
  const [form] = Form.useForm();
  const cells = useCellEdit<Row>({ form, idKey: 'id', columns, onSave });
  const permissions = listPermissions('demo', ['demo_UPDATE']);
  return (
    <>
      <Button onClick={cells.addRow}>new row</Button>
      <ListTable<Row>
        form={form}
        rows={[...cells.added, ...rows]}
        idKey="id"
        pagination={false}
        columns={tableColumns<Row>({
          columns,
          dictionaries: {},
          idKey: 'id',
          indexLabel: 'No.',
          cellEdit: cells,
          actionColumn: {
            key: '$actions',
            render: (_, row) => <RowActions row={row} permissions={permissions} cellEdit={cells} />,
          },
        })}
      />
    </>
  );
}

const editor = () => screen.getByRole('textbox', { name: 'Name' });

describe('cell edit', () => {
  it('validates with the cell rules and shows the first error as a warning, then saves', async () => {
    const onSave = jest.fn(async () => undefined);
    await renderPage(<CellTable rows={[{ id: 1, name: 'Box' }]} onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit in row' }));
    fireEvent.change(editor(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('please enter Name')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(editor(), { target: { value: 'Crate' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ id: 1, name: 'Crate' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull());
  });

  it('restores the row on cancel', async () => {
    await renderPage(<CellTable rows={[{ id: 1, name: 'Box' }]} onSave={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit in row' }));
    fireEvent.change(editor(), { target: { value: 'Changed' } });
    // The cell rules run on change: 'Changed' is over 5 characters, and the cell turns red.
    await waitFor(() => expect(editor()).toHaveClass('ant-input-status-error'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Box')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit in row' }));
    expect(editor()).toHaveValue('Box');
  });

  it('removes a new row without id when cancelled', async () => {
    await renderPage(<CellTable rows={[{ id: 1, name: 'Box' }]} onSave={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'new row' }));
    expect(screen.getAllByRole('row')).toHaveLength(3);
    const newRow = editor().closest('tr') as HTMLElement;
    fireEvent.click(within(newRow).getByRole('button', { name: 'Cancel' }));
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });
});
