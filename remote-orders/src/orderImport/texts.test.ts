import { i18n, initI18n } from 'shared';
import { NAMESPACE } from '../i18n';
import './texts';

/** The count texts of the import in a language, for counts 1 and 2 (the installed i18next's plural rules). */
function countTexts(lng: string, count: number) {
  const t = (key: string) => i18n.t(`orderImport.${key}`, { ns: NAMESPACE, lng, count });
  return [t('importValid'), t('importDone'), t('errors.removeConfirm'), t('errors.removed')];
}

describe('import count texts', () => {
  beforeAll(() => {
    initI18n('EN');
  });

  it('are singular for 1 and plural for 2 in English', () => {
    expect(countTexts('en', 1)).toEqual([
      'Import the 1 valid row',
      '1 order imported',
      'Remove the chosen error? Its row stays invalid.',
      '1 error removed',
    ]);
    expect(countTexts('en', 2)).toEqual([
      'Import the 2 valid rows',
      '2 orders imported',
      'Remove the 2 chosen errors? Their rows stay invalid.',
      '2 errors removed',
    ]);
  });

  it('use their one form for any count in Chinese and Indonesian', () => {
    expect(countTexts('id', 1)).toEqual([
      'Impor 1 baris valid',
      '1 pesanan diimpor',
      'Hapus 1 kesalahan terpilih? Barisnya tetap tidak valid.',
      '1 kesalahan dihapus',
    ]);
    expect(countTexts('id', 2)[1]).toBe('2 pesanan diimpor');
    expect(countTexts('zh-cn', 1)).toEqual([
      '导入 1 条有效订单',
      '已导入 1 条订单',
      '删除所选的 1 条错误？对应的行仍然无效。',
      '已删除 1 条错误',
    ]);
    expect(countTexts('zh-cn', 2)[3]).toBe('已删除 2 条错误');
  });
});
