import {
  accountFieldProblems,
  grantableKeys,
  isMainAccountOnly,
  passwordProblem,
  permissionChange,
  temporaryPassword,
  ungrantableKeys,
  LOGIN_CODE,
} from './sub-account.rules';

const MENU = [
  'orderManagement',
  'orderManagement_EXCEL',
  'codBillpage',
  'authoritySetting',
  'authoritySetting_ADD',
];

describe('sub-account rules', () => {
  it('lets a main account grant every menu key but the user management ones', () => {
    expect(grantableKeys({ isAdmin: true, permissions: new Set() }, MENU)).toEqual([
      'orderManagement',
      'orderManagement_EXCEL',
      'codBillpage',
    ]);
    expect(isMainAccountOnly('authoritySetting_DELETE')).toBe(true);
    expect(isMainAccountOnly('authoritySettingX')).toBe(false);
  });

  it('lets any other granter grant only the keys it holds', () => {
    const granter = { isAdmin: false, permissions: new Set(['orderManagement', 'authoritySetting']) };
    expect(grantableKeys(granter, MENU)).toEqual(['orderManagement']);
    expect(ungrantableKeys(['orderManagement', 'codBillpage', 'codBillpage'], ['orderManagement'])).toEqual([
      'codBillpage',
    ]);
    expect(ungrantableKeys(['orderManagement'], ['orderManagement'])).toEqual([]);
  });

  it('refuses short, letter-only, digit-only and login-code passwords', () => {
    expect(passwordProblem('abc12', 'finance1')).toBe('account.passwordLength');
    expect(passwordProblem('abcdefghij', 'finance1')).toBe('account.passwordWeak');
    expect(passwordProblem('1234567890', 'finance1')).toBe('account.passwordWeak');
    expect(passwordProblem('xxFinance1yy', 'finance1')).toBe('account.passwordHasLogin');
    expect(passwordProblem('Sunrise2026', 'finance1')).toBeNull();
  });

  it('draws temporary passwords that pass the rule', () => {
    for (let i = 0; i < 50; i += 1) {
      const password = temporaryPassword();
      expect(password).toHaveLength(12);
      expect(passwordProblem(password, 'finance1')).toBeNull();
    }
  });

  it('accepts login codes of letters, digits and _.- from 3 to 32 characters', () => {
    expect(LOGIN_CODE.test('fin_01')).toBe(true);
    expect(LOGIN_CODE.test('ab')).toBe(false);
    expect(LOGIN_CODE.test('1abc')).toBe(false);
    expect(LOGIN_CODE.test('a b c')).toBe(false);
  });

  it('names the keys added and removed', () => {
    expect(permissionChange(['a', 'b'], ['b', 'c'])).toEqual({ added: ['c'], removed: ['a'] });
  });
});

describe('accountFieldProblems', () => {
  it('names the login, password, phone and an empty permission list, each on its field', () => {
    expect(
      accountFieldProblems({ loginCode: '1x', password: 'short', phone: '021 555', permissionKeys: [] }),
    ).toEqual([
      { field: 'loginCode', msgKey: 'account.loginCodeInvalid' },
      { field: 'password', msgKey: 'account.passwordLength' },
      { field: 'phone', msgKey: 'account.phoneInvalid' },
      { field: 'permissionKeys', msgKey: 'account.permissionsNeeded' },
    ]);
  });

  it('takes a mobile number in any usual form and leaves unsent fields alone', () => {
    expect(accountFieldProblems({ phone: '+62 812-3456-7801', permissionKeys: ['myWaybill'] })).toEqual([]);
    expect(accountFieldProblems({})).toEqual([]);
  });
});
