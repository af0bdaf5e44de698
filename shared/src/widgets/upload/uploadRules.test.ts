import { countExcess, formatKb, isTooLarge, matchesAccept, readUploadAnswer } from './uploadRules';

const file = (name: string, type = '', size = 1) => ({ name, type, size });

describe('upload rules', () => {
  it('accepts a file whose extension, MIME type or MIME group is in the accepted list', () => {
    expect(matchesAccept(file('Report.XLSX'), ['.xlsx', '.pdf'])).toBe(true);
    expect(matchesAccept(file('scan', 'application/pdf'), ['application/pdf'])).toBe(true);
    expect(matchesAccept(file('photo.png', 'image/png'), ['image/*'])).toBe(true);
    expect(matchesAccept(file('anything.bin'), [])).toBe(true);
  });

  it('refuses a file type outside the accepted list', () => {
    expect(matchesAccept(file('virus.exe', 'application/x-msdownload'), ['.xlsx', '.pdf'])).toBe(false);
    expect(matchesAccept(file('notes.txt', 'text/plain'), ['image/*'])).toBe(false);
    expect(matchesAccept(file('xlsx'), ['.xlsx'])).toBe(false);
  });

  it('treats a size above fileSize (in KB) as too large, and exactly fileSize as allowed', () => {
    expect(isTooLarge(file('a.pdf', '', 1024 * 1024), 1024)).toBe(false);
    expect(isTooLarge(file('a.pdf', '', 1024 * 1024 + 1), 1024)).toBe(true);
    expect(isTooLarge(file('a.pdf', '', 10 ** 9), undefined)).toBe(false);
  });

  it('reports the limit, the selected count and the total when the count limit is exceeded', () => {
    expect(countExcess(2, 2, 3)).toEqual({ limit: 3, selected: 2, total: 4 });
    expect(countExcess(1, 2, 3)).toBeUndefined();
    expect(countExcess(0, 11, 10)).toEqual({ limit: 10, selected: 11, total: 11 });
  });

  it('reads the url and name of the upload answer by the configured keys', () => {
    expect(readUploadAnswer({ url: '/u/1', name: 'a.pdf' }, 'url', 'name', 'local.pdf')).toEqual({
      url: '/u/1',
      name: 'a.pdf',
    });
    expect(readUploadAnswer({ path: '/u/2', title: 'b.pdf' }, 'path', 'title', 'local.pdf')).toEqual({
      url: '/u/2',
      name: 'b.pdf',
    });
    expect(readUploadAnswer({ path: '/u/3' }, 'path', 'title', 'local.pdf').name).toBe('local.pdf');
    expect(() => readUploadAnswer({ name: 'x' }, 'url', 'name', 'x')).toThrow();
  });

  it('writes sizes in KB or MB for the hint', () => {
    expect(formatKb(500)).toBe('500 KB');
    expect(formatKb(2048)).toBe('2 MB');
    expect(formatKb(1536)).toBe('1.5 MB');
  });
});
