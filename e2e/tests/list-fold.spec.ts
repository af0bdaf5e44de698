import { expect, test } from '@playwright/test';
import { builtPages, openPage, pagesByUser, signInWith } from '../support/pages';

/**
 * Issue 35 item 7: on a 1366 x 768 screen every list page shows its first 5 rows (or all, when
 * fewer) and its status column without scrolling. Pages come from the remotes' routes.ts (as the
 * Dark theme check), so a new list page is checked without a test of its own. A list page is one
 * that opens with its list: the first card of its content holds an antd table with a header (a
 * page that opens with a form or a goods grid, its history table below, is not one; nor is a report,
 * whose charts (a div with role img) come before its tables).
 */

const SCREEN = { width: 1366, height: 768 };
const ROWS_IN_VIEW = 5;

interface FoldCheck {
  /** No visible table with a header: not a list page. */
  list: boolean;
  rows: number;
  findings: string[];
}

/** Runs in the page: where the first rows and the status header sit against what is on screen. */
function foldCheck({ rowsInView, path }: { rowsInView: number; path: string }): FoldCheck {
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
  };
  const content = document.querySelector(`.ant-layout-content [data-page="${path}"]`);
  const opening = [...(content?.querySelectorAll('.ant-card') ?? [])].find(visible) ?? content;
  const table = [...(opening?.querySelectorAll('.ant-table') ?? [])].find(
    (candidate) => visible(candidate) && candidate.querySelector('thead th') !== null,
  );
  if (!table) return { list: false, rows: 0, findings: [] };
  // a chart figure (a div; antd's icons are spans with the same role)
  const chart = opening?.querySelector('div[role="img"]');
  if (chart && chart.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING)
    return { list: false, rows: 0, findings: [] };

  /** The part of the screen an element can show in: the window cut by every clipping ancestor. */
  const shownArea = (element: Element) => {
    const area = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
    for (let node = element.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const box = node.getBoundingClientRect();
      if (style.overflowX !== 'visible') {
        area.left = Math.max(area.left, box.left);
        area.right = Math.min(area.right, box.right);
      }
      if (style.overflowY !== 'visible') {
        area.top = Math.max(area.top, box.top);
        area.bottom = Math.min(area.bottom, box.bottom);
      }
    }
    return area;
  };
  const px = (value: number) => Math.round(value);
  const findings: string[] = [];

  const rows = [...table.querySelectorAll('tbody > tr.ant-table-row')].filter(visible);
  const target = rows[Math.min(rowsInView, rows.length) - 1];
  if (target) {
    const box = target.getBoundingClientRect();
    const area = shownArea(target);
    if (box.bottom > area.bottom + 1)
      findings.push(
        `row ${rows.indexOf(target) + 1} ends at y=${px(box.bottom)}, below the fold at y=${px(area.bottom)}`,
      );
  }

  const status = [...table.querySelectorAll('thead th')].find(
    (cell) => visible(cell) && /\bstatus\b/i.test(cell.textContent ?? ''),
  );
  if (status) {
    const box = status.getBoundingClientRect();
    const area = shownArea(status);
    const label = (status.textContent ?? '').trim();
    const covering = document.elementFromPoint(
      Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1),
      Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1),
    );
    if (box.left < area.left - 1 || box.right > area.right + 1)
      findings.push(
        `"${label}" header spans x=${px(box.left)}..${px(box.right)}, outside x=${px(area.left)}..${px(area.right)}`,
      );
    else if (!covering || !status.contains(covering))
      findings.push(`"${label}" header is covered (by ${covering?.className ?? 'nothing'})`);
  }
  return { list: true, rows: rows.length, findings };
}

test.describe('list pages at 1366 x 768', () => {
  test.use({ viewport: SCREEN });

  test('every list page shows its first 5 rows and its status column without scrolling', async ({ page }) => {
    test.setTimeout(90_000);
    const pages = builtPages();
    expect(pages.length, 'pages from the route tables').toBeGreaterThan(5);
    const report: Record<string, string[]> = {};
    const lists: string[] = [];
    for (const [user, group] of pagesByUser(pages)) {
      await signInWith(page, user, {});
      for (const { path } of group) {
        await openPage(page, path, { inApp: true });
        const check = await page.evaluate(foldCheck, { rowsInView: ROWS_IN_VIEW, path });
        if (process.env.FOLD_SHOTS)
          await page.screenshot({ path: `/tmp/fold${path.replace(/\//g, '_')}.png` });
        if (!check.list) continue;
        lists.push(`${path} (${check.rows} rows)`);
        if (check.findings.length) report[path] = check.findings;
      }
    }
    console.log(`list pages checked: ${lists.join(', ')}`);
    expect(lists.length, 'list pages found').toBeGreaterThan(5);
    expect(report, 'first rows or status column out of view at 1366 x 768').toEqual({});
  });
});
