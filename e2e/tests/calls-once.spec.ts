import { expect, test, type Request } from '@playwright/test';
import { builtPages, openPage, pagesByUser, signInWith } from '../support/pages';

/**
 * Issue 30: a page load asks the gateway for each thing once. Every built page is loaded afresh (a
 * full navigation, as a reload or a shared link does) and its gateway calls are compared by method,
 * URL and body: the same call twice in one load is a wasted round trip on every visit.
 */
const callOf = (request: Request) => {
  const url = new URL(request.url());
  return `${request.method()} ${url.pathname}${url.search}${request.postData() ? ` ${request.postData()}` : ''}`;
};

test.describe('one call per thing per page load', () => {
  test.describe.configure({ timeout: 180_000 });

  test('no built page makes the same gateway call twice while it loads', async ({ page }) => {
    const pages = builtPages();
    expect(pages.length, 'pages from the route tables').toBeGreaterThan(5);
    let calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/customer-api/')) calls.push(callOf(request));
    });
    let signedInAs = '';
    const report: Record<string, string[]> = {};
    for (const { path, user } of pagesByUser(pages).flatMap(([, group]) => group)) {
      if (signedInAs !== user) {
        await signInWith(page, user, {});
        signedInAs = user;
      }
      calls = [];
      await openPage(page, path);
      const seen = new Map<string, number>();
      for (const call of calls) seen.set(call, (seen.get(call) ?? 0) + 1);
      const twice = [...seen].filter(([, times]) => times > 1).map(([call, times]) => `${times}x ${call}`);
      if (twice.length) report[path] = twice;
    }
    expect(report, 'calls made more than once in one page load').toEqual({});
  });
});
