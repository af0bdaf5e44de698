import { listPermissions } from './permissions';

describe('list permissions', () => {
  it('shows add, delete and export by {routeName}_ADD/_DELETE/_EXCEL', () => {
    const perms = listPermissions('demo', ['demo_ADD', 'demo_EXCEL']);
    expect([perms.add, perms.delete, perms.excel]).toEqual([true, false, true]);
  });

  it('adds the optional table suffix to every key', () => {
    const perms = listPermissions('orderImport', ['orderImport_DELETE_ERROR', 'orderImport_ADD'], 'error');
    expect([perms.add, perms.delete]).toEqual([false, true]);
  });

  it('shows the action column when any one row action is held', () => {
    expect(listPermissions('demo', ['demo_ADD']).anyRowAction).toBe(false);
    expect(listPermissions('demo', ['demo_STOPUSE']).anyRowAction).toBe(true);
    expect(listPermissions('demo', ['demo_DETAIL']).row('DETAIL')).toBe(true);
  });
});
