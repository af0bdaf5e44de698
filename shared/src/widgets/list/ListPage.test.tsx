import { screen } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import { ListPage } from './ListPage';
import { gateway, load, option, type Row } from './ListPage.fixture';

describe('generic list page', () => {
  it('shows toolbar buttons by their keys and the action column only when a row action is held', async () => {
    gateway();
    await renderPage(<ListPage<Row> title="Goods" routeName="demo" option={option} load={load} />, {
      btnList: ['demo_ADD'],
    });
    expect(await screen.findByText('Box')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /add/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /export/i })).toBeNull();
    expect(screen.queryByText('Actions')).toBeNull();
  });

  it('applies the saved dynamic columns: server labels, unchosen hidden', async () => {
    gateway();
    await renderPage(<ListPage<Row> title="Goods" routeName="demo" option={option} load={load} />, {
      btnList: ['demo_DETAIL'],
    });
    expect(await screen.findByRole('columnheader', { name: 'Goods name' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Weight (kg)' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  });
});
