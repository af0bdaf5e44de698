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
  // react, react-dom and shared sit in chunks of their own: no remote's copy of them is fetched
  const files = await sharedFiles(request);
  for (const name of ['react', 'react-dom', 'react-dom/client', 'shared']) {
    const byOrigin = files.get(name);
    expect(byOrigin, `${name} is shared`).toBeDefined();
    const providers = [...byOrigin!.entries()]
      .filter(([, urls]) => downloaded.some((url) => urls.has(url)))
      .map(([origin]) => origin);
    expect(providers, `${name} is downloaded from the host only`).toEqual([PORTAL_URL]);
  }

  // every shared module (each antd component included) has one version and one provider in the
  // federation runtime's share scope, whichever host or remote asked for it
  const scope = await page.evaluate(() => {
    type Entry = { from: string; loaded?: boolean };
    const share = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const providers: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            if (!entry.loaded) continue;
            const key = `${entry.from}@${version}`;
            providers[name] = [...new Set([...(providers[name] ?? []), key])];
          }
        }
      }
    }
    return providers;
  });
  for (const name of [
    'react',
    'react-dom',
    'shared',
    'shared/widgets',
    'antd/es/button',
    'antd/es/config-provider',
    'antd/es/form',
    'antd/es/input',
  ]) {
    expect(scope[name], `${name}: one loaded provider`).toHaveLength(1);
  }
  expect(scope['react']).toEqual(['host@19.3.1']);
  const duplicated = Object.entries(scope).filter(([, providers]) => providers.length > 1);
  expect(duplicated, 'no shared module is loaded from two providers').toEqual([]);
});
