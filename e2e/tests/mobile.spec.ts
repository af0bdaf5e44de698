import { expect, test, type Page } from '@playwright/test';
import { builtPages, openPage, pagesByUser, signInWith } from '../support/pages';

/**
 * The portal on a phone (spec §9: mobile at a viewport of 768 px or less), at 390 x 844: every
 * built page (from the remotes' routes.ts, so a new page is checked without a test) keeps the page
 * from scrolling sideways, shows at least two data columns of each table, and opens the menu as a
 * drawer instead of a fixed side menu.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, actionTimeout: 15_000 });

/** Runs in the page: what of the mobile layout is not followed. */
function mobileFindings(): string[] {
  const findings: string[] = [];
  const viewport = window.innerWidth;
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
  };
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${[...element.classList]
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join('')}`;

  // (a) the page does not scroll sideways: neither the document nor the shell's page scroller
  const documentWidth = document.scrollingElement?.scrollWidth ?? 0;
  if (documentWidth > viewport) findings.push(`the page is ${documentWidth} px wide (viewport ${viewport})`);
  const scroller = document.getElementById('portal-page');
  if (scroller && scroller.scrollWidth > scroller.clientWidth + 1) {
    const widest = [...scroller.querySelectorAll('*')]
      .filter((element) => visible(element) && element.getBoundingClientRect().right > viewport + 1)
      .find((element) => ![...element.children].some((child) => visible(child)));
    findings.push(
      `the page content scrolls sideways (${scroller.scrollWidth} px in ${scroller.clientWidth} px)` +
        (widest ? `, e.g. ${describe(widest)}` : ''),
    );
  }

  // the header's items stay inside the header (none overprints another off its edge)
  const header = document.querySelector('.ant-layout-header');
  if (header && visible(header)) {
    const box = header.getBoundingClientRect();
    const outside = [...header.querySelectorAll('*')].filter((element) => {
      if (!visible(element)) return false;
      const item = element.getBoundingClientRect();
      return item.left < Math.max(0, box.left) - 1 || item.right > Math.min(viewport, box.right) + 1;
    });
    if (outside.length) findings.push(`header items outside the header: ${describe(outside[0])}`);
  }

  // the warning banner reads normally: its text gets at least half the width
  for (const title of document.querySelectorAll('[data-testid="warning-bar"] .ant-alert-title')) {
    if (visible(title) && title.getBoundingClientRect().width < viewport / 2)
      findings.push(`a warning's title is ${Math.round(title.getBoundingClientRect().width)} px wide`);
  }

  // (c) no fixed side menu: the menu is a drawer
  for (const sider of document.querySelectorAll('.ant-layout-sider')) {
    if (visible(sider))
      findings.push(`a fixed side menu ${Math.round(sider.getBoundingClientRect().width)} px wide`);
  }

  // (b) each visible table shows at least two data columns within the viewport: header cells that
  // are neither the selection, the expand nor the action column (titled 'Actions' in English, the
  // walk's language), not hidden under a fixed column
  const ACTIONS = /^actions?$/i;
  for (const wrapper of document.querySelectorAll('.ant-table-wrapper')) {
    if (!visible(wrapper)) continue;
    const frame = (
      wrapper.querySelector('.ant-table-content, .ant-table-header') ?? wrapper
    ).getBoundingClientRect();
    const left = Math.max(0, frame.left);
    const right = Math.min(viewport, frame.right);
    const headers = [...wrapper.querySelectorAll('thead th')].filter(visible);
    const isFixed = (cell: Element, side: 'left' | 'right') =>
      [...cell.classList].some((name) =>
        side === 'left'
          ? /ant-table-cell-fix-(left|start)$/.test(name)
          : /ant-table-cell-fix-(right|end)$/.test(name),
      );
    const coveredLeft = Math.max(
      left,
      ...headers.filter((c) => isFixed(c, 'left')).map((c) => c.getBoundingClientRect().right),
    );
    const coveredRight = Math.min(
      right,
      ...headers.filter((c) => isFixed(c, 'right')).map((c) => c.getBoundingClientRect().left),
    );
    const data = headers.filter(
      (cell) =>
        !cell.matches(
          '.ant-table-selection-column, .ant-table-row-expand-icon-cell, .ant-table-cell-scrollbar',
        ) &&
        !cell.hasAttribute('colspan') &&
        !ACTIONS.test(cell.textContent?.trim() ?? ''),
    );
    const shown = data.filter((cell) => {
      const box = cell.getBoundingClientRect();
      const fixed = isFixed(cell, 'left') || isFixed(cell, 'right');
      const from = Math.max(box.left, fixed ? left : coveredLeft);
      const to = Math.min(box.right, fixed ? right : coveredRight);
      return to - from >= 8;
    });
    if (shown.length < Math.min(2, data.length)) {
      const titles = data.map((cell) => cell.textContent?.trim()).join(', ');
      findings.push(
        `a table shows ${shown.length} of its data columns (${titles.slice(0, 80)}) in ${Math.round(right - left)} px`,
      );
    }
  }
  return findings;
}

const menuButton = (page: Page) => page.getByRole('button', { name: 'Open the menu' });

test.describe('every built page at 390 x 844', () => {
  test.describe.configure({ timeout: 120_000 });

  test('no sideways scrolling, two data columns per table, the menu as a drawer', async ({ page }) => {
    const pages = builtPages();
    expect(pages.length, 'pages from the route tables').toBeGreaterThan(5);
    const report: Record<string, string[]> = {};
    for (const [user, group] of pagesByUser(pages)) {
      await signInWith(page, user, {});
      for (const { path } of group) {
        await openPage(page, path, { inApp: true });
        const findings = await page.evaluate(mobileFindings);
        if (findings.length) report[path] = [...new Set(findings)];
      }
    }
    expect(report, 'mobile findings per page').toEqual({});
  });

  test('the drawer menu closes after navigating; an add dialog covers the screen', async ({ page }) => {
    await signInWith(page, 'demo', {});
    await menuButton(page).click();
    const drawer = page.locator('.portal-menu-drawer .ant-drawer-content-wrapper');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('menuitem', { name: 'Receiver addresses', exact: true }).click();
    await expect(page).toHaveURL(/\/receivingAddress$/);
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'New address', exact: true }).click();
    const dialog = page.locator('.ant-modal:visible').first();
    await expect(dialog).toBeVisible();
    // the box once the opening animation has ended
    const covered = () =>
      dialog.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return {
          left: box.left <= 0,
          top: box.top <= 0,
          right: box.right >= innerWidth,
          bottom: box.bottom >= innerHeight,
        };
      });
    await expect.poll(covered).toEqual({ left: true, top: true, right: true, bottom: true });
  });
});
