import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
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
 * Counts the page's open requests from now on; `quiet()` resolves once none has been open for
 * 500 ms (Playwright's 'networkidle', which a page already loaded has passed long ago).
 */
function watchRequests(page: Page) {
  let open = 0;
  let timer: NodeJS.Timeout | undefined;
  let settle: (() => void) | undefined;
  const rearm = () => {
    clearTimeout(timer);
    if (open === 0 && settle) timer = setTimeout(settle, 500);
  };
  const started = () => {
    open += 1;
    clearTimeout(timer);
  };
  const ended = () => {
    open = Math.max(0, open - 1);
    rearm();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(timeoutMs = 15_000): Promise<void> {
      let giveUp: NodeJS.Timeout | undefined;
      try {
        await new Promise<void>((resolve, reject) => {
          settle = resolve;
          giveUp = setTimeout(() => reject(new Error(`${open} requests still open`)), timeoutMs);
          rearm();
        });
      } finally {
        clearTimeout(giveUp);
        clearTimeout(timer);
        page.off('request', started);
        page.off('requestfinished', ended);
        page.off('requestfailed', ended);
      }
    },
  };
}

/**
 * Opens a page by its URL and waits until the portal has rendered it (no loading spinner left).
 * `inApp`: through the portal's router, as a menu click does, instead of loading the whole portal
 * again (a suite that visits every page stays fast); the portal must be open already.
 */
export async function openPage(page: Page, path: string, { inApp = false } = {}): Promise<void> {
  const requests = inApp ? watchRequests(page) : undefined;
  if (inApp)
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  else await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  const content = page.locator('.ant-layout-content');
  await expect(content).toBeVisible();
  if (requests) {
    // the router keeps the last page on screen until the new one's code is there
    await expect(content.locator(`[data-page="${path}"]`)).toBeVisible({ timeout: 15_000 });
    await requests.quiet();
  } else await page.waitForLoadState('networkidle');
  await expect(content.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, {
    timeout: 15_000,
  });
}
