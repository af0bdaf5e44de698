// the orders core's messages, as the gateway registers them at start-up
import '../orders';
import { errorMessage } from './import-views.render';
import { registerMessages } from '../../i18n/messages';
import { importMessages } from './import.messages';

// the import's messages, as its routes register them at start-up
registerMessages(importMessages);

/** An unknown value as the order rules store it: the value upper-cased and the codes allowed. */
const unknown = (columnName: string, value: string, allowed: string) => ({
  columnName,
  messageCode: 'order.unknownCode',
  params: { value, allowed },
});

describe('import error messages', () => {
  it('name the choices of a list column as the template offers them, in the language', () => {
    const goods = unknown('goodsType', 'SEPATU', 'DOCUMENT, CLOTHING, ELECTRONICS, FOOD, COSMETICS, OTHER');
    expect(errorMessage(goods, 'id')).toBe(
      'Jenis barang "SEPATU" tidak valid; pilih salah satu: Dokumen, Pakaian, Elektronik, Makanan, Kosmetik, Lainnya',
    );
    expect(errorMessage(goods, 'en')).toContain(
      'one of Documents, Clothing, Electronics, Food, Cosmetics, Other',
    );
    expect(errorMessage(goods, 'zh')).toContain('文件, 服装, 电子产品, 食品, 化妆品, 其他');
  });

  it('keep the codes of a list without labels (product types) and of any other column', () => {
    const product = unknown('productType', '900000', 'EZ, SUPER, ECO, CARGO');
    expect(errorMessage(product, 'id')).toContain('pilih salah satu: EZ, SUPER, ECO, CARGO');
    const other = unknown('receiverName', 'X', 'A, B');
    expect(errorMessage(other, 'en')).toContain('one of A, B');
  });
});

describe('an unknown area in an import row (issue 35: "did you mean:" with nothing after it)', () => {
  it('says "did you mean" only with a suggestion, naming it', () => {
    const stored = (suggestions: string) => ({
      columnName: 'receiverDistrict',
      messageCode: 'import.unknownDistrict',
      params: { value: 'Kebon Jerukk', city: 'Kota Administrasi Jakarta Barat', suggestions },
    });
    expect(errorMessage(stored('Kebon Jeruk'), 'en')).toBe(
      'The district "Kebon Jerukk" is not in this city; did you mean: Kebon Jeruk',
    );
    // an error stored before the import kept "did you mean" to errors with a suggestion
    for (const lang of ['en', 'id', 'zh'] as const) {
      const message = errorMessage(stored(''), lang);
      expect(message).not.toMatch(/did you mean|maksud Anda|您是否要填|[:：]\s*$/);
      expect(message).toContain('Kebon Jerukk');
    }
    expect(errorMessage(stored(''), 'en')).toBe(
      'Receiver district: Kota Administrasi Jakarta Barat has no district named "Kebon Jerukk"',
    );
  });
});
