import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { ApiError } from '../../http/ApiError';
import { http } from '../../http/client';
import { storage } from '../../session/storage';
import { renderPage } from '../../testing/renderPage';
import {
  createRestTreeAdapter,
  type EditableTreeNode,
  type TreeEditorAdapter,
  type TreeNodeDraft,
} from './treeAdapter';
import { TreeEditor } from './TreeEditor';

jest.mock('../../http/fingerprint', () => ({ browserFingerprint: () => 'test-device' }));

/** Answers on a later task, like a network call (and inside Testing Library's waitFor). */
const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 0));

/** An in-memory goods-category store behind the adapter interface. */
function memoryAdapter(refuseDelete?: string) {
  let rows = [
    { id: 1, parentId: null as number | null, name: 'Electronics' },
    { id: 2, parentId: 1 as number | null, name: 'Phones' },
  ];
  let nextId = 3;
  const build = (parentId: number | null): EditableTreeNode[] =>
    rows.filter((row) => row.parentId === parentId).map((row) => ({ ...row, children: build(row.id) }));
  const adapter: TreeEditorAdapter & { saved: TreeNodeDraft[] } = {
    saved: [],
    load: jest.fn(() => later(build(null))),
    save: jest.fn(async (draft: TreeNodeDraft) => {
      adapter.saved.push(draft);
      if (draft.id) rows = rows.map((row) => (row.id === draft.id ? { ...row, name: draft.name } : row));
      else rows.push({ id: nextId++, parentId: (draft.parentId as number | null) ?? null, name: draft.name });
      await later(null);
    }),
    remove: jest.fn(async (id) => {
      await later(null);
      if (refuseDelete) throw new ApiError({ kind: 'business', code: 500, msg: refuseDelete });
      rows = rows.filter((row) => row.id !== id);
    }),
  };
  return adapter;
}

const row = (name: string) => screen.getByText(name).closest('[data-testid^="tree-node-"]') as HTMLElement;
const dialog = () => screen.findByRole('dialog');

describe('TreeEditor', () => {
  it('loads the tree through the adapter and shows every level', async () => {
    await renderPage(<TreeEditor adapter={memoryAdapter()} />);
    expect(await screen.findByText('Electronics')).toBeInTheDocument();
    expect(screen.getByText('Phones')).toBeInTheDocument();
  });

  it("requires the node name with 'please enter' plus the label", async () => {
    const adapter = memoryAdapter();
    await renderPage(<TreeEditor adapter={adapter} nameLabel="category name" />);
    await screen.findByText('Electronics');
    fireEvent.click(screen.getByRole('button', { name: /Add root node/ }));
    const form = await dialog();
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('please enter category name')).toBeInTheDocument();
    expect(adapter.save).not.toHaveBeenCalled();
  });

  it('adds a child node under the chosen parent', async () => {
    const adapter = memoryAdapter();
    await renderPage(<TreeEditor adapter={adapter} />);
    await screen.findByText('Phones');
    fireEvent.click(within(row('Phones')).getByRole('button', { name: 'Add child node Phones' }));
    const form = await dialog();
    fireEvent.change(within(form).getByLabelText('name'), { target: { value: 'Android' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Android')).toBeInTheDocument());
    expect(adapter.saved).toEqual([{ parentId: 2, name: 'Android' }]);
  });

  it('renames a node', async () => {
    const adapter = memoryAdapter();
    await renderPage(<TreeEditor adapter={adapter} />);
    await screen.findByText('Phones');
    fireEvent.click(within(row('Phones')).getByRole('button', { name: 'Edit Phones' }));
    const form = await dialog();
    const input = within(form).getByLabelText('name');
    expect(input).toHaveValue('Phones');
    fireEvent.change(input, { target: { value: 'Smartphones' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Smartphones')).toBeInTheDocument();
    expect(adapter.saved).toEqual([{ id: 2, parentId: 1, name: 'Smartphones' }]);
  });

  it("deletes a node after 'delete this node?'", async () => {
    const adapter = memoryAdapter();
    await renderPage(<TreeEditor adapter={adapter} />);
    await screen.findByText('Phones');
    fireEvent.click(within(row('Phones')).getByRole('button', { name: 'Delete Phones' }));
    const confirm = await dialog();
    expect(within(confirm).getAllByText('delete this node?').length).toBeGreaterThan(0);
    fireEvent.click(within(confirm).getByRole('button', { name: /OK/i }));
    await waitFor(() => expect(screen.queryByText('Phones')).not.toBeInTheDocument());
    expect(adapter.remove).toHaveBeenCalledWith(2);
    expect(await screen.findByText('deleted successfully')).toBeInTheDocument();
  });

  it('shows the server msg when a delete is refused and keeps the node', async () => {
    const adapter = memoryAdapter('the category still has goods templates');
    await renderPage(<TreeEditor adapter={adapter} />);
    await screen.findByText('Phones');
    fireEvent.click(within(row('Phones')).getByRole('button', { name: 'Delete Phones' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: /OK/i }));
    expect(await screen.findByText('the category still has goods templates')).toBeInTheDocument();
    expect(screen.getByText('Phones')).toBeInTheDocument();
  });
});

describe('createRestTreeAdapter', () => {
  it('calls GET tree, POST save with the draft and POST delete?id= of the goods categories', async () => {
    storage.set('deviceNo', 'test-device');
    const calls: InternalAxiosRequestConfig[] = [];
    http.defaults.adapter = async (config) => {
      calls.push(config);
      return {
        data: { code: 1, msg: 'ok', data: [] },
        status: 200,
        statusText: 'OK',
        headers: new AxiosHeaders(),
        config,
      };
    };
    const adapter = createRestTreeAdapter({
      treeUrl: '/customer-api/goodsCategory/tree',
      saveUrl: '/customer-api/goodsCategory',
      deleteUrl: '/customer-api/goodsCategory/delete',
    });
    await adapter.load();
    await adapter.save({ parentId: 4, name: 'Shoes' });
    await adapter.remove(9);
    expect(calls.map((call) => [call.method, call.url, call.params])).toEqual([
      ['get', '/customer-api/goodsCategory/tree', undefined],
      ['post', '/customer-api/goodsCategory', undefined],
      ['post', '/customer-api/goodsCategory/delete', { id: 9 }],
    ]);
    expect(JSON.parse(calls[1].data as string)).toEqual({ parentId: 4, name: 'Shoes' });
  });
});
