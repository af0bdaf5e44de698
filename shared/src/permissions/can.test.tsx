import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { act } from 'react';
import { sessionActions } from '../session/sessionSlice';
import { createPortalStore } from '../session/store';
import { can } from './can';
import { hasAnyRowAction, permissionKey, ROW_ACTIONS, TOOLBAR_ACTIONS } from './keys';
import { Permission, PermissionButton } from './Permission';

function storeWith(btnList: string[]) {
  localStorage.clear();
  const store = createPortalStore();
  store.dispatch(
    sessionActions.loginSucceeded({
      user: { loginCode: 'u' },
      token: 't',
      menu: [],
      routeAuthList: [],
      btnList,
    }),
  );
  return store;
}

describe('permission keys', () => {
  it('writes keys as {routeName}_{ACTION} with the action upper-cased', () => {
    expect(permissionKey('orderManagement', 'add')).toBe('orderManagement_ADD');
  });
  it('appends an optional per-table suffix', () => {
    expect(permissionKey('orderImport', 'delete', 'error')).toBe('orderImport_DELETE_ERROR');
  });
  it('lists the spec row and toolbar actions', () => {
    expect(ROW_ACTIONS).toEqual([
      'EDIT',
      'DETAIL',
      'DELETE',
      'QUERY',
      'PRINT',
      'RELEASE',
      'STARTUSE',
      'STOPUSE',
      'CHECK',
      'AUTH',
      'DETAILCAREERS',
      'SEARCHDETAIL',
      'USERDETAIL',
      'EXCEL',
      'UPDATE',
    ]);
    expect(TOOLBAR_ACTIONS).toEqual(['ADD', 'DELETE', 'EXCEL']);
  });
  it('shows the action column when any one row action is held', () => {
    expect(hasAnyRowAction('orderManagement', ['orderManagement_USERDETAIL'])).toBe(true);
    expect(hasAnyRowAction('orderManagement', ['orderManagement_ADD', 'myWaybill_EDIT'])).toBe(false);
    expect(hasAnyRowAction('orderImport', ['orderImport_EDIT_TASK'], 'task')).toBe(true);
  });
});

describe('can', () => {
  it('checks a key against a given button list', () => {
    expect(can('a_ADD', ['a_ADD'])).toBe(true);
    expect(can('a_EDIT', ['a_ADD'])).toBe(false);
  });
  it('reads the store when no list is given', () => {
    storeWith(['orderManagement_ADD']);
    expect(can('orderManagement_ADD')).toBe(true);
    expect(can('orderManagement_DELETE')).toBe(false);
  });
});

describe('<Permission> and <PermissionButton>', () => {
  it('removes children unless the key is held', () => {
    const store = storeWith(['x_ADD']);
    render(
      <Provider store={store}>
        <Permission value="x_ADD">
          <span>shown</span>
        </Permission>
        <Permission value="x_DELETE">
          <span>hidden</span>
        </Permission>
        <Permission value={true}>
          <span>literal true</span>
        </Permission>
        <Permission value={false} fallback={<span>fallback</span>}>
          <span>literal false</span>
        </Permission>
      </Provider>,
    );
    expect(screen.getByText('shown')).toBeInTheDocument();
    expect(screen.queryByText('hidden')).toBeNull();
    expect(screen.getByText('literal true')).toBeInTheDocument();
    expect(screen.queryByText('literal false')).toBeNull();
    expect(screen.getByText('fallback')).toBeInTheDocument();
  });

  it('renders the button only with the key, and updates when permissions change', () => {
    const store = storeWith(['x_ADD']);
    render(
      <Provider store={store}>
        <PermissionButton perm="x_ADD" type="primary">
          Add
        </PermissionButton>
        <PermissionButton perm="x_EXCEL">Export</PermissionButton>
      </Provider>,
    );
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    act(() => {
      store.dispatch(sessionActions.loggedOut());
    });
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
  });
});
