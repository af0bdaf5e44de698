import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type Page, type Request } from '@playwright/test';
import { loginViaUi, preferEnglish } from './portal';

const root = resolve(__dirname, '../..');

export interface BuiltPage {
  /** `host` or the remote's folder (`remote-orders`). */
  owner: string;
  path: string;
  /** Who opens it: the demo shipper, or for a network staff page the demo network's staff. */
  user: 'demo' | 'demo_staff';
}

/** Pages only a courier network's staff can use (the gateway's NETWORK_STAFF_PAGES). */
const STAFF_PAGES = new Set(['/customerExamine']);

/** The pages grouped by who opens them, the demo shipper first. */
export function pagesByUser(pages: BuiltPage[]): [BuiltPage['user'], BuiltPage[]][] {
  const users: BuiltPage['user'][] = ['demo', 'demo_staff'];
  return users
    .map((user): [BuiltPage['user'], BuiltPage[]] => [user, pages.filter((each) => each.user === user)])
    .filter(([, group]) => group.length > 0);
}

/** The `path: '/x'` entries of a route table (routes.ts is the only source of a remote's pages). */
function pathsIn(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/\bpath:\s*'(\/[^']*)'/g)].map((match) => match[1]);
}

/**
 * Every page a signed-in user can open: the host's index, widget gallery, notification and download centres,
 * then each route of
 * every `remote-*` folder that is built (has dist/). A new page or remote is covered by being in its
 * routes.ts, without a test of its own.
 */
export function builtPages(): BuiltPage[] {
  const hostTable = readFileSync(join(root, 'host/src/routing/routeTable.ts'), 'utf8');
  const hostPaths = ['INDEX_ROUTE', 'DEMO_ROUTE', 'NOTIFICATION_CENTER_ROUTE', 'DOWNLOAD_CENTER_ROUTE'].map(
    (name) => {
      const match = new RegExp(`${name}\\s*=\\s*\\{[^}]*path:\\s*'([^']+)'`).exec(hostTable);
      if (!match) throw new Error(`${name} not found in host/src/routing/routeTable.ts`);
      return match[1];
    },
  );
  const remotes = readdirSync(root)
    .filter((dir) => dir.startsWith('remote-'))
    .filter((dir) => existsSync(join(root, dir, 'src/routes.ts')) && existsSync(join(root, dir, 'dist')))
    .sort();
  const userOf = (path: string): BuiltPage['user'] => (STAFF_PAGES.has(path) ? 'demo_staff' : 'demo');
  return [
    ...hostPaths.map((path) => ({ owner: 'host', path, user: userOf(path) })),
    ...remotes.flatMap((owner) =>
      pathsIn(join(root, owner, 'src/routes.ts')).map((path) => ({ owner, path, user: userOf(path) })),
    ),
  ];
}

/**
 * Signs in as `user` (through the English login form), then makes the next page loads use
 * `settings` (localStorage: `lang` YN = Indonesian, `theme` dark).
 */
export async function signInWith(page: Page, user: string, settings: Record<string, string>): Promise<void> {
  // another user may be signed in on this page: start from a clean storage
  if (page.url().startsWith('http')) await page.evaluate(() => window.localStorage.clear());
  await preferEnglish(page);
  await loginViaUi(page, user);
  await expect(page).toHaveURL(/\/index$/);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, settings);
}

/**
 * Opens a page by its URL and waits until the portal has rendered it (no loading spinner left).
 * `inApp`: moves the portal already open on `page` there through its router, as a menu click does,
 * instead of loading the portal again (a walk over every page takes half the time); it waits for
 * the page's own container, no spinner in it, and no request in flight.
 */
export async function openPage(page: Page, path: string, { inApp = false } = {}): Promise<void> {
  const content = page.locator('.ant-layout-content');
  if (inApp && (await content.count()) > 0) {
    await untilNetworkQuiet(page, async () => {
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      const shown = content.locator(`[data-page="${path}"]`);
      await expect(shown).toBeVisible({ timeout: 15_000 });
      await expect(shown.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, {
        timeout: 15_000,
      });
    });
    return;
  }
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(content).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(content.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, {
    timeout: 15_000,
  });
}

/**
 * Records the gateway calls of a browser page, to find the ones a page load makes twice (issue 30:
 * a page load asks the gateway for each thing once). Calls compare by method, URL and body; after
 * `reset()`, the calls of the next page load (from its navigation on).
 * @example
 * const calls = recordGatewayCalls(page);
 * calls.reset(); await openPage(page, '/codBillpage'); calls.repeated(); // ['2x POST /customer-api/...']
 */
export function recordGatewayCalls(page: Page): { reset(): void; repeated(): string[] } {
  let calls: string[] = [];
  // counted from the next navigation on: the last page's idle work (its pages fetched ahead, each
  // with its first list page) may still ask the gateway after reset() until the new page commits
  let counting = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) counting = true;
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!counting || !url.pathname.startsWith('/customer-api/')) return;
    const body = request.postData();
    calls.push(`${request.method()} ${url.pathname}${url.search}${body ? ` ${body}` : ''}`);
  });
  return {
    reset: () => {
      calls = [];
      counting = false;
    },
    repeated: () => {
      const seen = new Map<string, number>();
      for (const call of calls) seen.set(call, (seen.get(call) ?? 0) + 1);
      return [...seen].filter(([, times]) => times > 1).map(([call, times]) => `${times}x ${call}`);
    },
  };
}

/** Runs `act`, then waits until no request of the page has been in flight for 300 ms. */
async function untilNetworkQuiet(page: Page, act: () => Promise<void>): Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await act();
    await expect
      .poll(() => inFlight.size === 0 && Date.now() - lastChange >= 300, {
        intervals: [100],
        timeout: 15_000,
      })
      .toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
