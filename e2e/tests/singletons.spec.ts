import { expect, test, type Response } from '@playwright/test';
import { E2E_PORTS, PORTAL_URL } from '../support/ports';
import { loginViaUi, openFromMenu, preferEnglish } from '../support/portal';

interface SharedEntry {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

const origins = [
  PORTAL_URL,
  `http://localhost:${E2E_PORTS.remote_orders}`,
  `http://localhost:${E2E_PORTS.remote_finance}`,
  `http://localhost:${E2E_PORTS.remote_service}`,
  `http://localhost:${E2E_PORTS.remote_account}`,
];

/** For each shared module, the URLs of the files that hold it, per provider (host or remote). */
async function sharedFiles(request: import('@playwright/test').APIRequestContext) {
  const files = new Map<string, Map<string, Set<string>>>();
  for (const origin of origins) {
    const manifest = (await (await request.get(`${origin}/mf-manifest.json`)).json()) as {
      shared: SharedEntry[];
    };
    for (const entry of manifest.shared) {
      const byOrigin = files.get(entry.name) ?? new Map<string, Set<string>>();
      const urls = byOrigin.get(origin) ?? new Set<string>();
      for (const file of [...entry.assets.js.sync, ...entry.assets.js.async]) urls.add(`${origin}/${file}`);
      byOrigin.set(origin, urls);
      files.set(entry.name, byOrigin);
    }
  }
  return files;
}

test('react, react-dom, antd components and shared are each downloaded once across host and remotes', async ({
  page,
  request,
}) => {
  const downloaded: string[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) downloaded.push(`${url.origin}${url.pathname}`);
  });
  await preferEnglish(page);
  await loginViaUi(page, 'demo');
  await expect(page).toHaveURL(/\/index$/);
  for (const [group, item, title] of [
    ['Order management', 'Express tracking', 'Express tracking'],
    ['Finance', 'Vouchers', 'Vouchers'],
    ['Account', 'Member points exchange', 'Member points exchange'],
  ]) {
    await openFromMenu(page, group, item);
    await expect(page).toHaveTitle(title);
  }
  // the suggestions page is reached by its route (it is not in the menu): a client-side navigation
  await page.evaluate(() => {
    window.history.pushState({}, '', '/suggestions');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveTitle('Complaints and suggestions');

  expect(new Set(downloaded).size, 'no file is downloaded twice').toBe(downloaded.length);
  const files = await sharedFiles(request);
  const remoteOrigins = origins.slice(1);
  for (const name of [
    'react',
    'react-dom',
    'react-dom/client',
    'shared',
    'antd/es/button',
    'antd/es/config-provider',
  ]) {
    const byOrigin = files.get(name);
    expect(byOrigin, `${name} is shared`).toBeDefined();
    const providers = [...byOrigin!.entries()]
      .filter(([, urls]) => downloaded.some((url) => urls.has(url)))
      .map(([origin]) => origin);
    expect(providers, `${name} comes from the host only`).toEqual([PORTAL_URL]);
    for (const origin of remoteOrigins) {
      const remoteCopies = [...(byOrigin!.get(origin) ?? [])].filter((url) => downloaded.includes(url));
      expect(remoteCopies, `${name}: no copy from ${origin}`).toEqual([]);
    }
  }
});
