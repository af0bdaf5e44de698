import { post, type ApiBody, type ApiData } from 'shared';
import { type PageQuery } from 'shared/widgets';

export type UserPage = ApiData<'/customer-api/user/page', 'post'>;
export type SubAccount = UserPage['records'][number];
export type SubAccountDetail = ApiData<'/customer-api/user/accountDetail', 'post'>;
export type PermissionTree = ApiData<'/customer-api/user/menuPermissionList', 'post'>;
export type PermissionNode = PermissionTree['tree'][number];
export type RolePreset = ApiData<'/customer-api/user/rolePresets', 'post'>[number];
export type AuditPage = ApiData<'/customer-api/user/auditLog', 'post'>;
export type AuditEntry = AuditPage['records'][number];
export type NewAccount = ApiBody<'/customer-api/user/newAccount', 'post'>;
export type AccountChange = ApiBody<'/customer-api/user/saveOrUpdate', 'post'>;
export type DataScope = SubAccount['dataScope'];
export type SenderAddress = ApiData<'/customer-api/addressBook/page', 'post'>['records'][number];

export const DATA_SCOPES: DataScope[] = ['ALL', 'OWN', 'SENDERS'];

export interface UserSearch {
  keyword?: string;
  isUsed?: '0' | '1';
}

export function fetchUsers(query: PageQuery, search: UserSearch): Promise<UserPage> {
  return post('/customer-api/user/page', { ...query, ...search });
}

export function fetchDetail(loginCode: string): Promise<SubAccountDetail> {
  return post('/customer-api/user/accountDetail', { loginCode });
}

export function fetchPermissionTree(): Promise<PermissionTree> {
  return post('/customer-api/user/menuPermissionList');
}

export function fetchPresets(): Promise<RolePreset[]> {
  return post('/customer-api/user/rolePresets');
}

/** The sender address book (the data scope's picker), up to 100 entries. */
export async function fetchSenderAddresses(): Promise<SenderAddress[]> {
  const page = await post('/customer-api/addressBook/page', { kind: 'SENDER', current: 1, size: 100 });
  return page.records;
}

export function createUser(account: NewAccount) {
  return post('/customer-api/user/newAccount', account);
}

export function saveUser(change: AccountChange) {
  return post('/customer-api/user/saveOrUpdate', change);
}

export function setUserStatus(loginCode: string, isUsed: '0' | '1') {
  return post('/customer-api/user/updateStatus', { loginCode, isUsed });
}

export function resetUserPassword(loginCode: string) {
  return post('/customer-api/user/resetPassword', { loginCode });
}

export function deleteUser(loginCode: string) {
  return post('/customer-api/user/delete', { loginCode });
}

export function fetchAuditLog(query: PageQuery & { loginCode?: string }): Promise<AuditPage> {
  return post('/customer-api/user/auditLog', query);
}
