import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import { ListPage } from './ListPage';
import { gateway, load, option, type Row } from './ListPage.fixture';

describe('generic list page: view and delete calls', () => {
  it('loads the detail through viewUrl with the id and shows it in the detail dialog', async () => {
    const { calls } = gateway();
    await renderPage(<ListPage<Row> title="Goods" routeName="demo" option={option} load={load} />, {
      btnList: ['demo_DETAIL'],
    });
    await screen.findByText('Bag');
    fireEvent.click(screen.getAllByRole('button', { name: 'View' })[1]);
    const dialog = await screen.findByTestId('list-detail-dialog');
    expect(await within(dialog).findByText('Bag (detail)')).toBeInTheDocument();
    expect(within(dialog).getByText('Goods - view')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/x/detail')?.params).toEqual({ id: 2 });
  });

  it("deletes after 'confirm deleting this item?', shows the server msg and fires the delete-success event", async () => {
    const { calls } = gateway();
    const onDeleteSuccess = jest.fn();
    await renderPage(
      <ListPage<Row>
        title="Goods"
        routeName="demo"
        option={option}
        load={load}
        onDeleteSuccess={onDeleteSuccess}
      />,
      { btnList: ['demo_DELETE'] },
    );
    await screen.findByText('Box');
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]);
    const question = await screen.findByText('confirm deleting this item?');
    fireEvent.click(
      within(question.closest('.ant-modal-confirm') as HTMLElement).getByRole('button', { name: /ok/i }),
    );
    expect(await screen.findByText('Deleted by server.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/x/delete')?.params).toEqual({ id: 1 });
    await waitFor(() => expect(onDeleteSuccess).toHaveBeenCalledWith([{ id: 1, name: 'Box', weight: 1 }]));
  });
});
