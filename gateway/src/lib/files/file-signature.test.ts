import { acceptedFileType, detectKind, extensionOf } from './file-signature';

describe('file content detection (magic bytes)', () => {
  it.each([
    ['jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 0])],
    ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])],
    ['gif', Buffer.from('GIF89a\u0001\u0000', 'latin1')],
    ['webp', Buffer.from('RIFF\u0010\u0000\u0000\u0000WEBPVP8 ', 'latin1')],
    ['pdf', Buffer.from('%PDF-1.7\n')],
    ['ole', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0])],
    ['xlsx', Buffer.from('PK\u0003\u0004[Content_Types].xml xl/workbook.xml', 'latin1')],
    ['docx', Buffer.from('PK\u0003\u0004[Content_Types].xml word/document.xml', 'latin1')],
    ['unknown', Buffer.from('PK\u0003\u0004random.bin', 'latin1')],
    ['text', Buffer.from('name,weight\r\nKopi,0.5\r\n')],
    ['text', Buffer.from('Teh hijau — 绿茶\n')],
    ['unknown', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03])],
    ['unknown', Buffer.from([0xc3, 0x28])],
  ])('detects %s', (kind, data) => {
    expect(detectKind(data)).toBe(kind);
  });

  it('reads the extension in lower case', () => {
    expect(extensionOf('Foto.JPEG')).toBe('jpeg');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('.png')).toBe('');
  });

  it('accepts a file only when its extension is allowed and its content matches it', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(acceptedFileType('a.png', png)).toEqual({ extension: 'png', contentType: 'image/png' });
    expect(acceptedFileType('a.jpg', png)).toBeNull();
    expect(acceptedFileType('a.svg', Buffer.from('<svg/>'))).toBeNull();
    expect(acceptedFileType('a.html', Buffer.from('<html></html>'))).toBeNull();
    expect(acceptedFileType('data.csv', Buffer.from('a,b\n'))).toEqual({
      extension: 'csv',
      contentType: 'text/csv; charset=utf-8',
    });
    expect(
      acceptedFileType('sheet.xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])),
    ).toEqual({
      extension: 'xls',
      contentType: 'application/vnd.ms-excel',
    });
  });
});
