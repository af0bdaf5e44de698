import { LANGS } from '../../i18n/language';
import {
  ADDRESS_FILE_COLUMNS,
  addressOfRow,
  columnsOfHeader,
  hasFormula,
  maskedPhone,
  missingColumns,
} from './address-book.rules';

describe('address file rules', () => {
  it.each(LANGS)('reads a header written in %s: every column of the template', (lang) => {
    const columns = columnsOfHeader(ADDRESS_FILE_COLUMNS.map((column) => column.headers[lang]));
    expect([...columns.values()]).toEqual(ADDRESS_FILE_COLUMNS.map((column) => column.key));
  });

  it('reads a header whose names mix the languages (Thai, Khmer, Vietnamese, Malay)', () => {
    const columns = columnsOfHeader(['ชื่อ', 'ទូរស័ព្ទ', 'Mã quận/huyện', 'Alamat', 'Poskod']);
    expect([...columns.values()]).toEqual(['name', 'phone', 'districtCode', 'address', 'postalCode']);
    expect(missingColumns(columns)).toEqual([]);
  });

  it('reads the header in any language, any case, in any order', () => {
    const columns = columnsOfHeader(['Telepon', ' name ', undefined, 'Kode kecamatan', '详细地址', 'Extra']);
    expect([...columns.entries()]).toEqual([
      [0, 'phone'],
      [1, 'name'],
      [3, 'districtCode'],
      [4, 'address'],
    ]);
    expect(missingColumns(columns)).toEqual([]);
    expect(missingColumns(columnsOfHeader(['Name', 'Address']))).toEqual(['phone', 'district']);
  });

  it('reads a row, giving a phone typed as a number its 0 back, and skips empty rows', () => {
    const columns = columnsOfHeader(['Name', 'Phone', 'District code', 'Address']);
    expect(addressOfRow(['Siti', 81234567890, '31.71.01', ' Jl. Melati 1 '], columns)).toMatchObject({
      name: 'Siti',
      phone: '081234567890',
      districtCode: '31.71.01',
      address: 'Jl. Melati 1',
      province: '',
    });
    expect(addressOfRow([undefined, '', undefined], columns)).toBeNull();
    expect(hasFormula(['x', { formula: 'HYPERLINK("x")' }])).toBe(true);
  });

  it('masks the middle of a phone', () => {
    expect(maskedPhone('081234567890')).toBe('0812****7890');
  });
});
