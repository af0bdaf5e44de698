import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium, LAUNCH, root, signIn, startBenchPortal } from './support.mjs';
const require = createRequire(join(root, 'e2e/package.json'));
const { AxeBuilder } = require('@axe-core/playwright');
const { env, portal } = await startBenchPortal({ gateway: 3410, host: 3420 }, 'axe');
const browser = await chromium.launch(LAUNCH);
try {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, env);
  await page.evaluate(() => localStorage.setItem('lang', 'YN'));
  for (const path of process.argv.slice(2)) {
    await page.goto(`http://localhost:${env.ports.host}${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    for (const v of results.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical'))
      for (const n of v.nodes.slice(0, 6)) console.log(path, v.id, n.target.join(' '), '|', n.html.slice(0, 160), '|', (n.failureSummary || '').replace(/\s+/g, ' ').slice(0, 220));
  }
} finally { await browser.close(); portal.stop(); }
process.exit(0);
