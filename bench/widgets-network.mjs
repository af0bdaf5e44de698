// Network picker benchmark: the gallery's scoped network picker typed into at ~100 ms per key
// (search requests sent, time from the last keystroke to the options on screen), and the
// gateway's network/search response times over repeated calls.
import { chromium, gatewayToken, LAUNCH, percentile, round1, signIn, startBenchPortal } from './support.mjs';

const KEY_DELAY_MS = 100;
/** Keys typed in turn into the picker; every hub's subtree has outlets. */
const TYPED_KEYS = ['outlet', 'outl', 'out'];
const SEARCH_KEYS = ['outlet', 'dp', 'hub', 'kota', 'jakarta', 'bandung', 'surabaya', 'medan', 'a', 'ke'];
const GATEWAY_CALLS = Number(process.env.BENCH_NETWORK_CALLS ?? 20);
const SEARCH_PATH = '/customer-api/network/search';

/** Round-trip times of network/search straight at the gateway (page 1, size 10, varied keys). */
async function gatewaySearchTimes(gateway) {
  const token = await gatewayToken(gateway);
  const times = [];
  for (let i = 0; i < GATEWAY_CALLS + 2; i += 1) {
    const key = SEARCH_KEYS[i % SEARCH_KEYS.length];
    const started = performance.now();
    const response = await fetch(
      `${gateway}${SEARCH_PATH}?current=1&size=10&key=${key}&queryLevel=3&typeIds=`,
      {
        headers: { authToken: token, language: 'EN' },
      },
    );
    const body = await response.json();
    if (body.code !== 1) throw new Error(`network/search: ${body.msg}`);
    if (i >= 2) times.push(performance.now() - started); // the first two warm the connection and caches
  }
  return {
    calls: times.length,
    p50Ms: round1(percentile(times, 50)),
    p95Ms: round1(percentile(times, 95)),
    maxMs: round1(Math.max(...times)),
  };
}

/** Types one key into the open picker; counts searches and times the options after the last key. */
async function typeKey(page, key) {
  const searches = [];
  const onRequest = (request) => {
    if (new URL(request.url()).pathname === SEARCH_PATH)
      searches.push(new URL(request.url()).searchParams.get('key'));
  };
  page.on('request', onRequest);
  const picker = page.locator('#network-scoped');
  await picker.click();
  await page
    .locator('.network-scoped-popup .ant-select-tree-treenode:not([aria-hidden="true"])')
    .first()
    .waitFor({ state: 'visible' });
  let responseAt = 0;
  const answered = page.waitForResponse(
    (response) => {
      const url = new URL(response.url());
      const matches = url.pathname === SEARCH_PATH && url.searchParams.get('key') === key;
      if (matches) responseAt = Date.now();
      return matches;
    },
    { timeout: 30_000 },
  );
  // The last keystroke is the last input event in the page (pressSequentially returns a key-up later).
  await page.evaluate(() => {
    document.addEventListener('input', () => (window.__benchLastInputAt = Date.now()), true);
  });
  await picker.pressSequentially(key, { delay: KEY_DELAY_MS });
  const lastKeyAt = await page.evaluate(() => window.__benchLastInputAt);
  const response = await answered;
  const { data } = await response.json();
  const first = data.records[0];
  await page
    .locator('.network-scoped-popup .ant-select-tree-title', { hasText: `${first.name}|${first.code}` })
    .first()
    .waitFor({ state: 'visible' });
  const shownAt = Date.now();
  await page.waitForTimeout(1500); // any late request would show up in the count
  page.off('request', onRequest);
  await page.keyboard.press('Escape');
  await page.locator('.network-scoped-popup').waitFor({ state: 'hidden' });
  return {
    key,
    keystrokes: key.length,
    searchRequests: searches.length,
    lastKeyToResponseMs: responseAt - lastKeyAt,
    lastKeyToOptionsMs: shownAt - lastKeyAt,
  };
}

export async function run() {
  const { env, portal } = await startBenchPortal({ gateway: 3510, host: 3520 }, 'network');
  const browser = await chromium.launch(LAUNCH);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, env);
    await page.goto(`http://localhost:${env.ports.host}/demo?section=pickers`);
    await page.locator('#network-scoped').waitFor({ state: 'visible', timeout: 60_000 });
    const typing = [];
    for (const key of TYPED_KEYS) typing.push(await typeKey(page, key));
    await context.close();
    return {
      networkPickerTyping: {
        keyDelayMs: KEY_DELAY_MS,
        debounceMs: 1000,
        runs: typing,
        searchRequestsPerRun: typing.map((run) => run.searchRequests),
        lastKeyToOptionsMsMedian: percentile(
          typing.map((run) => run.lastKeyToOptionsMs),
          50,
        ),
        targets: { searchRequestsPerRun: 1 },
      },
      gatewayNetworkSearch: await gatewaySearchTimes(env.gatewayUrl),
    };
  } finally {
    await browser.close();
    portal.stop();
  }
}
