import { noticeTarget } from './noticeLink';

describe('where a notice link leads', () => {
  it('a portal page the user may open, with its query', () => {
    expect(noticeTarget('/orderImport', ['orderImport'])).toEqual({ kind: 'portal', path: '/orderImport' });
    expect(noticeTarget('/expressTracking?billCode=JP001', ['expressTracking'])).toEqual({
      kind: 'portal',
      path: '/expressTracking?billCode=JP001',
    });
    expect(noticeTarget('/orderImport', ['expressTracking'])).toBeNull();
  });

  it("every user's own pages and home, whatever the route list", () => {
    expect(noticeTarget('/changePassword', [])).toEqual({ kind: 'portal', path: '/changePassword' });
    expect(noticeTarget('/profile', [])).toEqual({ kind: 'portal', path: '/profile' });
    expect(noticeTarget('/index', [])).toEqual({ kind: 'portal', path: '/index' });
  });

  it('a web address only over https; nothing for anything else', () => {
    expect(noticeTarget('https://kurir.example.co.id/tarif', [])).toEqual({
      kind: 'web',
      url: 'https://kurir.example.co.id/tarif',
    });
    for (const link of [
      null,
      '',
      'http://kurir.example.co.id',
      'javascript:alert(1)',
      '//evil.example',
      'orderImport',
    ])
      expect(noticeTarget(link, ['orderImport'])).toBeNull();
  });
});
