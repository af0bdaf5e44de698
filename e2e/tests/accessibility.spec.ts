import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { builtPages, openPage, pagesByUser, signInWith } from '../support/pages';

/**
 * Accessibility as a check every screen inherits: each built page (from the remotes' routes.ts),
 * signed in as `demo`, in Indonesian, has no serious or critical WCAG 2.2 AA violation.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Violations found when this check was added and not fixed yet, per page (`*` = every page), each
 * with its cause. The list may only shrink: anything not listed fails, so a new page or a new
 * component is checked in full. An entry that no longer occurs is reported as an annotation.
 */
const KNOWN_VIOLATIONS: Record<string, Record<string, string>> = {
  '/couponManagement': { 'color-contrast': 'antd green Tag (preset colour) text on its tint' },
  '/index': { 'color-contrast': 'quick links on the home page' },
  '/vipMember': {
    'aria-progressbar-name': 'member level Progress without a name',
    'color-contrast': 'gold Tag, warning text on the goods cards',
  },
};

test.describe('accessibility of every built page', () => {
  test('no serious or critical WCAG 2.2 AA violation, in Indonesian', async ({ page }) => {
    const pages = builtPages();
    // a hang guard that grows with the pages walked (a loaded machine took 8 s a page)
    test.setTimeout(Math.max(240_000, pages.length * 20_000));
    expect(pages.length, 'pages from the route tables').toBeGreaterThan(5);
    let signedInAs = '';
    const report: Record<string, string[]> = {};
    for (const { path, user } of pagesByUser(pages).flatMap(([, group]) => group)) {
      if (signedInAs !== user) {
        await signInWith(page, user, { lang: 'YN' });
        signedInAs = user;
      }
      await openPage(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', /^id/);
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      const known = { ...KNOWN_VIOLATIONS['*'], ...KNOWN_VIOLATIONS[path] };
      const serious = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      for (const rule of Object.keys(known).filter((id) => !serious.some((v) => v.id === id))) {
        test.info().annotations.push({ type: 'fixed', description: `${path}: ${rule} no longer occurs` });
      }
      const violations = serious
        .filter((violation) => !known[violation.id])
        .map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.nodes
              .slice(0, 5)
              .map((node) => node.target.join(' '))
              .join(' | ')}`,
        );
      if (violations.length) report[path] = violations;
    }
    expect(report, 'serious or critical violations per page').toEqual({});
  });
});
