import { expect, test } from '@playwright/test';
import { builtPages, openPage, pagesByUser, recordGatewayCalls, signInWith } from '../support/pages';

/**
 * One antd for the whole portal (ARCHITECTURE §2): in the Dark theme no element of a built page may
 * come from a second antd instance (its own `.css-var-root`, light defaults) nor show dark text on a
 * dark background. Pages come from the remotes' routes.ts, so a new page is checked without a test.
 */

interface Finding {
  what: string;
  element: string;
  text?: string;
  detail: string;
}

/** Runs in the page: what of the Dark theme is not followed. */
function lightThemeFindings(): Finding[] {
  type Rgba = [number, number, number, number];
  const parse = (color: string): Rgba => {
    const match = /rgba?\(([^)]+)\)/.exec(color);
    if (!match) return [0, 0, 0, 0];
    const parts = match[1]
      .split(/[ ,/]+/)
      .filter(Boolean)
      .map(Number);
    return [parts[0], parts[1], parts[2], parts.length > 3 ? parts[3] : 1];
  };
  const over = (top: Rgba, below: Rgba): Rgba => {
    const alpha = top[3] + below[3] * (1 - top[3]);
    if (alpha === 0) return [0, 0, 0, 0];
    const mix = (i: number) => (top[i] * top[3] + below[i] * below[3] * (1 - top[3])) / alpha;
    return [mix(0), mix(1), mix(2), alpha];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
  };
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')}`;
  /** The colour behind an element: its own and its ancestors' backgrounds over the page's. */
  const backgroundOf = (element: Element): Rgba => {
    const layers: Rgba[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const layer = parse(getComputedStyle(node).backgroundColor);
      if (layer[3] > 0) layers.push(layer);
      if (layer[3] >= 1) break;
    }
    return layers.reduceRight<Rgba>((below, top) => over(top, below), [255, 255, 255, 1]);
  };
  const visible = (element: Element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      style.visibility !== 'hidden' &&
      style.display !== 'none' &&
      Number(style.opacity) > 0.1 &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    );
  };

  const findings: Finding[] = [];
  // a component rendered by a second antd has no ConfigProvider above it: its css variables hang
  // on the default key
  for (const element of document.querySelectorAll('.css-var-root')) {
    findings.push({ what: 'second antd (css-var-root)', element: describe(element), detail: '' });
  }
  // antd components: no light surface in the Dark theme
  for (const element of document.querySelectorAll('[class*="ant-"]')) {
    if (!visible(element)) continue;
    const own = parse(getComputedStyle(element).backgroundColor);
    if (own[3] >= 0.9 && luminance(own) > 0.6) {
      findings.push({
        what: 'light antd surface',
        element: describe(element),
        detail: getComputedStyle(element).backgroundColor,
      });
    }
  }
  // text: no dark text on a dark background
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const checked = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || checked.has(element) || !node.textContent?.trim()) continue;
    checked.add(element);
    if (!visible(element) || element.closest('script, style, noscript')) continue;
    const background = backgroundOf(element);
    const color = parse(getComputedStyle(element).color);
    const text = over(color, background);
    // near-black text (light theme's colorText) on a dark surface; faded light text is a theme choice
    if (luminance(background) < 0.2 && luminance(color) < 0.05 && contrast(text, background) < 3) {
      findings.push({
        what: 'dark text on a dark background',
        element: describe(element),
        text: node.textContent.trim().slice(0, 40),
        detail: `${getComputedStyle(element).color} on rgb(${background.slice(0, 3).map(Math.round).join(', ')}), contrast ${contrast(text, background).toFixed(2)}`,
      });
    }
  }
  return findings;
}

test.describe('Dark theme on every built page', () => {
  // One walk over every page checks two things (each walk costs CI a minute and a half): the Dark
  // theme, and that a page load asks the gateway for each thing once (a full navigation, as a
  // reload or a shared link does; issue 30).
  test('no page shows a light-theme element or dark text on a dark background, or calls the gateway twice for one thing', async ({
    page,
  }) => {
    const pages = builtPages();
    expect(pages.length, 'pages from the route tables').toBeGreaterThan(5);
    // a hang guard that grows with the pages walked (a loaded machine took 8 s a page)
    test.setTimeout(Math.max(180_000, pages.length * 20_000));
    let signedInAs = '';
    const report: Record<string, string[]> = {};
    const calls = recordGatewayCalls(page);
    const repeatedCalls: Record<string, string[]> = {};
    for (const { path, user } of pagesByUser(pages).flatMap(([, group]) => group)) {
      if (signedInAs !== user) {
        await signInWith(page, user, { theme: 'dark' });
        signedInAs = user;
      }
      calls.reset();
      await openPage(page, path);
      const twice = calls.repeated();
      if (twice.length) repeatedCalls[path] = twice;
      // the portal really is dark: the layout's own background follows the theme
      const body = await page
        .locator('.ant-layout')
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(body, `${path}: the layout is dark`).not.toMatch(/rgb\((2[0-9]{2}), \1, \1\)/);
      const findings = await page.evaluate(lightThemeFindings);
      const lines = findings.map(
        (f) => `${f.what}: ${f.element}${f.text ? ` "${f.text}"` : ''}${f.detail ? ` (${f.detail})` : ''}`,
      );
      if (lines.length) report[path] = [...new Set(lines)].slice(0, 12);
    }
    expect(report, 'light-theme elements per page').toEqual({});
    expect(repeatedCalls, 'gateway calls made more than once in one page load').toEqual({});
  });
});
