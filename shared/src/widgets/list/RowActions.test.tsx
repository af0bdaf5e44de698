import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import { listPermissions } from './permissions';
import { actionColumnWidth, readableLinkColor, RowActions } from './RowActions';
import type { ListRow } from './types';

type Row = { id: number };
const handlers = () => ({ onView: jest.fn(), onEdit: jest.fn(), onDelete: jest.fn() });
const all = ['demo_DETAIL', 'demo_EDIT', 'demo_DELETE', 'demo_PRINT'];

describe('row actions', () => {
  it('shows view, edit and delete by the DETAIL, EDIT and DELETE keys, and custom actions by theirs', async () => {
    const on = handlers();
    const print = jest.fn();
    const row: ListRow<Row> = { id: 1 };
    await renderPage(
      <RowActions<Row>
        row={row}
        permissions={listPermissions('demo', ['demo_EDIT', 'demo_PRINT'])}
        {...on}
        custom={[
          { action: 'PRINT', label: 'Print', onClick: print },
          { action: 'RELEASE', label: 'Release', onClick: jest.fn() },
        ]}
      />,
    );
    expect(screen.queryByRole('button', { name: 'View' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Release' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(on.onEdit).toHaveBeenCalledWith(row);
    expect(print).toHaveBeenCalledWith(row);
  });

  it('hides view, edit and delete on rows flagged $view, $edit, $delete false', async () => {
    await renderPage(
      <RowActions<Row>
        row={{ id: 1, $view: false, $edit: false, $delete: false }}
        permissions={listPermissions('demo', all)}
        {...handlers()}
      />,
    );
    for (const name of ['View', 'Edit', 'Delete']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('shows every held action on an unflagged row', async () => {
    await renderPage(
      <RowActions<Row> row={{ id: 1 }} permissions={listPermissions('demo', all)} {...handlers()} />,
    );
    for (const name of ['View', 'Edit', 'Delete'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });
});

describe('readableLinkColor', () => {
  const palette = { colorPrimaryTextActive: '#0958d9', colorPrimaryTextHover: '#3c89e8' };
  it("takes the primary palette's active shade on a light background, its hover shade on a dark one", () => {
    expect(readableLinkColor({ ...palette, colorBgContainer: '#ffffff' })).toBe('#0958d9');
    expect(readableLinkColor({ ...palette, colorBgContainer: '#141414' })).toBe('#3c89e8');
  });

  it('writes a text row action in that colour', async () => {
    await renderPage(
      <RowActions<Row>
        row={{ id: 1 }}
        permissions={listPermissions('demo', all)}
        custom={[{ action: 'PRINT', label: 'Print', onClick: jest.fn() }]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Print' })).toHaveStyle({ color: 'rgb(9, 88, 217)' });
  });
});

describe('actionColumnWidth', () => {
  it('sizes the action column for its labels on one line (Latin and Chinese), at least 120', () => {
    expect(actionColumnWidth(['Detail', 'Change address', 'Cancel order', 'Print label'])).toBeGreaterThan(
      330,
    );
    expect(actionColumnWidth(['详情', '修改地址', '取消订单', '打印面单'])).toBeGreaterThan(200);
    expect(actionColumnWidth([])).toBe(120);
  });
});
