import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fakeGateway, fieldErrorOf, fieldRefusal, renderPage, type FakeGateway } from 'shared/testing';
import type {
  AuditPage,
  PermissionTree,
  RolePreset,
  SenderAddress,
  SubAccount,
  SubAccountDetail,
  UserPage,
} from './api';
import AuthoritySettingPage from './AuthoritySettingPage';

const PAGE = '/customer-api/user/page';
const NEW = '/customer-api/user/newAccount';
const STATUS = '/customer-api/user/updateStatus';
const BUTTONS = [
  'authoritySetting_ADD',
  'authoritySetting_EDIT',
  'authoritySetting_DELETE',
  'authoritySetting_DETAIL',
];

jest.setTimeout(120000);
/** The open select's option of this title (a tree node may carry the same title). */
async function option(title: string): Promise<HTMLElement> {
  let found: HTMLElement | null = null;
  await waitFor(() => {
    found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${title}"]`);
    expect(found).not.toBeNull();
  });
  return found as unknown as HTMLElement;
}

const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const account = (over: Partial<SubAccount>): SubAccount => ({
  loginCode: 'fin_one',
  userName: 'Fina',
  phone: '081200000001',
  email: 'fin_one@example.co.id',
  isUsed: '1',
  roleCode: 'FINANCE',
  dataScope: 'SENDERS',
  hideMoney: false,
  permissionCount: 12,
  createdAt: '2026-11-20T03:00:00Z',
  ...over,
});

const page = (records: SubAccount[]): UserPage => ({
  current: 1,
  size: 10,
  total: records.length,
  pages: 1,
  records,
});

const tree: PermissionTree = {
  grantable: ['codBillpage', 'codBillpage_EXCEL', 'myWaybill'],
  tree: [
    {
      resourceCode: 'financeManage',
      resourceName: 'Finance',
      resourceType: 1,
      grantable: false,
      childResources: [
        {
          resourceCode: 'codBillpage',
          resourceName: 'COD bill',
          resourceType: 3,
          grantable: true,
          childResources: [
            {
              resourceCode: 'codBillpage_EXCEL',
              resourceName: 'Export',
              resourceType: 2,
              grantable: true,
              childResources: [],
            },
          ],
        },
      ],
    },
  ],
};
const presets: RolePreset[] = [
  {
    code: 'FINANCE',
    name: 'Finance',
    permissionKeys: ['codBillpage', 'codBillpage_EXCEL'],
    hideMoney: false,
  },
  { code: 'TRACKER', name: 'Tracker', permissionKeys: ['myWaybill'], hideMoney: true },
];
const sender: SenderAddress = {
  id: 7,
  kind: 'SENDER',
  name: 'Gudang Bandung',
  phone: '082120002026',
  province: 'Jawa Barat',
  city: 'Kota Bandung',
  district: 'Coblong',
  districtCode: '32.73.02',
  address: 'Jl. Ir. H. Juanda No. 88',
  postalCode: '40132',
  isDefault: false,
} as SenderAddress;
const audit: AuditPage = {
  current: 1,
  size: 10,
  total: 1,
  pages: 1,
  records: [
    {
      id: 1,
      actorLoginCode: 'demo',
      targetLoginCode: 'fin_one',
      action: 'PERMISSIONS_CHANGED',
      detail: { added: ['myWaybill'], removed: ['codBillpage_EXCEL'] },
      createdAt: '2026-11-20T03:00:00Z',
    },
  ],
};

let listAnswer: UserPage;
let gateway: FakeGateway;

beforeEach(() => {
  listAnswer = page([
    account({}),
    account({
      loginCode: 'track_one',
      userName: 'Toni',
      dataScope: 'ALL',
      hideMoney: true,
      isUsed: '0',
      roleCode: 'TRACKER',
    }),
  ]);
  gateway = fakeGateway({
    [`POST ${PAGE}`]: () => listAnswer,
    'POST /customer-api/user/menuPermissionList': () => tree,
    'POST /customer-api/user/rolePresets': () => presets,
    'POST /customer-api/addressBook/page': () => ({
      current: 1,
      size: 100,
      total: 1,
      pages: 1,
      records: [sender],
    }),
    'POST /customer-api/user/accountDetail': () =>
      ({
        ...account({}),
        permissionKeys: ['codBillpage'],
        senderAddressIds: [7],
        needUpdatePassword: '0',
      }) as SubAccountDetail,
    [`POST ${NEW}`]: () => ({ loginCode: 'fin_two' }),
    [`POST ${STATUS}`]: () => ({ loginCode: 'fin_one' }),
    'POST /customer-api/user/auditLog': () => audit,
  });
});

it('lists the sub-accounts with their scope, amounts and status', async () => {
  await renderPage(<AuthoritySettingPage />, { btnList: BUTTONS });
  const first = (await screen.findByText('fin_one')).closest('tr') as HTMLElement;
  expect(within(first).getByText('Orders of chosen sender addresses')).toBeInTheDocument();
  expect(within(first).getByText('Shown')).toBeInTheDocument();
  expect(within(first).getByText('Enabled')).toBeInTheDocument();
  const second = screen.getByText('track_one').closest('tr') as HTMLElement;
  expect(within(second).getByText('All orders')).toBeInTheDocument();
  expect(within(second).getByText('Hidden')).toBeInTheDocument();
  expect(within(second).getByText('Disabled')).toBeInTheDocument();
  expect(within(first).getByRole('button', { name: 'Disable' })).toBeInTheDocument();
  expect(within(second).getByRole('button', { name: 'Enable' })).toBeInTheDocument();
  expect(gateway.bodies(PAGE)[0]).toMatchObject({ current: 1, size: 10 });
});

it('says in one line that sub-accounts cannot be added without the add key, and not with it', async () => {
  const { unmount } = await renderPage(<AuthoritySettingPage />, {
    btnList: BUTTONS.filter((key) => !key.endsWith('_ADD')),
  });
  await screen.findByText('fin_one');
  expect(screen.getByTestId('missing-action-notice')).toHaveTextContent(
    'You can view this page but not add sub-accounts; ask your account admin for the permission.',
  );
  unmount();
  await renderPage(<AuthoritySettingPage />, { btnList: BUTTONS });
  await screen.findByText('fin_one');
  expect(screen.queryByTestId('missing-action-notice')).not.toBeInTheDocument();
});

it('creates a sub-account from the Finance preset, scoped to a sender address', async () => {
  await renderPage(<AuthoritySettingPage />, { btnList: BUTTONS });
  await user.click(await screen.findByRole('button', { name: 'New sub-account' }));
  const dialog = await screen.findByTestId('sub-account-dialog');
  await user.type(within(dialog).getByLabelText('Login'), 'fin_two');
  await user.type(within(dialog).getByLabelText('Name'), 'Fani');
  await user.type(within(dialog).getByLabelText('E-mail'), 'fin_two@example.co.id');
  await user.click(within(dialog).getByLabelText('Start from a preset'));
  await user.click(await option('Finance'));
  await user.click(within(dialog).getByLabelText('Orders of chosen sender addresses'));
  await user.click(await within(dialog).findByLabelText('Sender addresses'));
  await user.click(
    await screen.findByText(/Gudang Bandung/, { selector: '.ant-select-item-option-content' }),
  );
  await user.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(gateway.bodies(NEW)).toHaveLength(1));
  expect(gateway.bodies(NEW)[0]).toEqual({
    loginCode: 'fin_two',
    userName: 'Fani',
    email: 'fin_two@example.co.id',
    roleCode: 'FINANCE',
    permissionKeys: ['codBillpage', 'codBillpage_EXCEL'],
    dataScope: 'SENDERS',
    senderAddressIds: [7],
    hideMoney: false,
  });
  expect(await screen.findByText('Sub-account fin_two created')).toBeInTheDocument();
});

it('refuses a sub-account without any permission before sending it, on the permissions field', async () => {
  await renderPage(<AuthoritySettingPage />, { btnList: BUTTONS });
  await user.click(await screen.findByRole('button', { name: 'New sub-account' }));
  const dialog = await screen.findByTestId('sub-account-dialog');
  await user.type(within(dialog).getByLabelText('Login'), 'fin_two');
  await user.type(within(dialog).getByLabelText('Name'), 'Fani');
  await user.type(within(dialog).getByLabelText('E-mail'), 'fin_two@example.co.id');
  await user.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() =>
    expect(fieldErrorOf(within(dialog).getByTestId('permission-tree'))).toBe(
      'Choose at least one permission',
    ),
  );
  expect(gateway.bodies(NEW)).toHaveLength(0);
});

it("shows the gateway's field errors beside their fields, with no success message", async () => {
  gateway = fakeGateway({
    'POST /customer-api/user/menuPermissionList': () => tree,
    'POST /customer-api/user/rolePresets': () => presets,
    [`POST ${PAGE}`]: () => listAnswer,
    'POST /customer-api/addressBook/page': () => ({ current: 1, size: 100, total: 0, pages: 0, records: [] }),
    [`POST ${NEW}`]: () =>
      fieldRefusal({
        'body.email': 'must be a valid e-mail address',
        phone: 'must be an Indonesian mobile number (08...)',
        password: 'the password must be 8 to 64 characters long',
      }),
  });
  await renderPage(<AuthoritySettingPage />, { btnList: BUTTONS });
  await user.click(await screen.findByRole('button', { name: 'New sub-account' }));
  const dialog = await screen.findByTestId('sub-account-dialog');
  await user.type(within(dialog).getByLabelText('Login'), 'fin_two');
  await user.type(within(dialog).getByLabelText('Name'), 'Fani');
  await user.type(within(dialog).getByLabelText('E-mail'), 'fin_two@example');
  await user.type(within(dialog).getByLabelText('Phone'), '12345');
  await user.type(within(dialog).getByLabelText('Initial password'), 'short');
  await user.click(within(dialog).getByLabelText('Start from a preset'));
  await user.click(await option('Finance'));
  await user.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(fieldErrorOf('E-mail')).toBe('must be a valid e-mail address'));
  expect(fieldErrorOf('Phone')).toBe('must be an Indonesian mobile number (08...)');
  expect(fieldErrorOf('Initial password')).toBe('the password must be 8 to 64 characters long');
  expect(screen.queryByText('Sub-account fin_two created')).not.toBeInTheDocument();
  expect(screen.getByTestId('sub-account-dialog')).toBeInTheDocument();
});

it('asks before a preset clears the permissions already chosen', async () => {
  await renderPage(<AuthoritySettingPage />, { btnList: BUTTONS });
  const row = (await screen.findByText('fin_one')).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByTestId('sub-account-dialog');
  await waitFor(() => expect(within(dialog).getByLabelText('Login')).toHaveValue('fin_one'));
  await user.click(within(dialog).getByLabelText('Start from a preset'));
  await user.click(await option('Tracker'));
  expect(
    await screen.findByText('This operation will clear the earlier permissions, continue?', {
      selector: '.ant-modal-confirm-title',
    }),
  ).toBeInTheDocument();
});

it('disables a sub-account after confirming', async () => {
  await renderPage(<AuthoritySettingPage />, { btnList: BUTTONS });
  const row = (await screen.findByText('fin_one')).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Disable' }));
  expect(
    await screen.findByText('Disable sub-account fin_one? Its sessions end at once.', {
      selector: '.ant-modal-confirm-title',
    }),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(gateway.bodies(STATUS)).toEqual([{ loginCode: 'fin_one', isUsed: '0' }]));
});

it('shows the audit log of permission changes', async () => {
  await renderPage(<AuthoritySettingPage />, { btnList: BUTTONS });
  await user.click(await screen.findByRole('button', { name: 'Audit log' }));
  const log = await screen.findByTestId('audit-log');
  expect(await within(log).findByText('Permissions changed')).toBeInTheDocument();
  expect(within(log).getByText('Added: myWaybill · Removed: codBillpage_EXCEL')).toBeInTheDocument();
});

it('hides adding and row changes without their keys', async () => {
  await renderPage(<AuthoritySettingPage />, { btnList: [] });
  await screen.findByText('fin_one');
  expect(screen.queryByRole('button', { name: 'New sub-account' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
});
