import { uploadedFileName } from './file-name';

describe('uploadedFileName', () => {
  it('drops every bidirectional control, so a name shows what it is', () => {
    expect(uploadedFileName('invoice\u202Efdp.exe', 'file')).toBe('invoicefdp.exe');
    const controls = [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ];
    expect(uploadedFileName(`a${controls.join('')}b.pdf`, 'file')).toBe('ab.pdf');
  });

  it('drops control characters, trims, keeps other scripts and caps the length', () => {
    expect(uploadedFileName(' foto\u0000 paket\n.png ', 'file')).toBe('foto paket.png');
    expect(uploadedFileName('فاتورة.pdf', 'file')).toBe('فاتورة.pdf');
    expect(uploadedFileName('发票.pdf', 'file')).toBe('发票.pdf');
    expect(uploadedFileName(`${'x'.repeat(300)}.pdf`, 'file')).toHaveLength(255);
  });

  it('falls back when nothing is left', () => {
    expect(uploadedFileName(undefined, 'orders.xlsx')).toBe('orders.xlsx');
    expect(uploadedFileName('\u202E\u2066 ', 'file')).toBe('file');
  });
});
