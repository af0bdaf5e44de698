import { BizError } from '../../http/envelope';
import { formatRupiah, formatWeight, maskPhone, sortCode } from './label-format.render';
import { labelStyleOf, LABEL_STYLES } from './label-styles.render';

describe('label formats', () => {
  it('writes rupiah with dot thousands and comma cents only when there are cents', () => {
    expect(formatRupiah(125000)).toBe('Rp 125.000');
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(1234567.5)).toBe('Rp 1.234.567,50');
    expect(formatRupiah(-3000)).toBe('-Rp 3.000');
  });

  it('writes kilograms with a decimal comma', () => {
    expect(formatWeight(1.2)).toBe('1,2 kg');
    expect(formatWeight(3)).toBe('3 kg');
    expect(formatWeight(0.3333)).toBe('0,333 kg');
  });

  it("masks the middle of the sender's phone", () => {
    expect(maskPhone('081210002026')).toBe('0812****2026');
    expect(maskPhone('+6281210002026')).toBe('+628******2026');
    expect(maskPhone('12345')).toBe('1***5');
    expect(maskPhone('123')).toBe('***');
  });

  it('makes the destination sort code from province and city', () => {
    expect(sortCode('JAWA TIMUR', 'Surabaya')).toBe('JI-SBY');
    expect(sortCode('DKI JAKARTA', 'Jakarta Selatan')).toBe('JK-JKS');
    expect(sortCode('JAWA TIMUR', 'Kabupaten Sidoarjo')).toBe('JI-SDR');
    // the official names of the regions table
    expect(sortCode('Daerah Khusus Ibukota Jakarta', 'Kota Administrasi Jakarta Barat')).toBe('JK-JKB');
    expect(sortCode('Sumatera Utara', 'Kota Medan')).toBe('SU-MDN');
    expect(sortCode('Papua Barat Daya', 'Kota Sorong')).toBe('PD-SRN');
    expect(sortCode('Unknown Land', 'Kota Baru')).toBe('UN-BRA');
  });
});

describe('label styles', () => {
  it('matches a style name in any case', () => {
    expect(labelStyleOf('a4_4up')).toBe('A4_4UP');
    expect(labelStyleOf(' thermal_100X150 ')).toBe('THERMAL_100x150');
  });

  it('refuses an unknown style with a code-400 business error naming the styles', () => {
    expect(() => labelStyleOf('A5')).toThrow(BizError);
    try {
      labelStyleOf('A5');
    } catch (error) {
      expect(error).toMatchObject({
        code: 400,
        httpStatus: 400,
        params: { styles: 'THERMAL_100x150, A6, A4_4UP' },
      });
    }
  });

  it('lays A4 out as four cells, two by two, with two cut lines', () => {
    const { page, slots, cutLines } = LABEL_STYLES.A4_4UP;
    expect(slots).toHaveLength(4);
    expect(slots.map((slot) => [slot.x, slot.y])).toEqual([
      [0, 0],
      [page.width / 2, 0],
      [0, page.height / 2],
      [page.width / 2, page.height / 2],
    ]);
    expect(cutLines).toHaveLength(2);
  });
});
