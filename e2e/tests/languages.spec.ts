import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openPage, signInWith } from '../support/pages';

/**
 * Thai, Khmer, Malay and Vietnamese as a shipper sees them: signed in as `demo` with the spec's app
 * code stored, the home page, order entry, order management, the COD bill and tickets render in
 * that language (checked by script ranges, not by a list of strings), the page's `lang` is the
 * language's BCP 47 tag, no raw text key shows, and axe finds no serious or critical violation.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PAGES = ['/index', '/orderEntry', '/orderManagement', '/codBillpage', '/workOrder'];
/** The same known violations as accessibility.spec.ts lists for these pages. */
const KNOWN_VIOLATIONS: Record<string, string[]> = { '/index': ['color-contrast'] };

const CJK = /[\u3400-\u9fff]+/gu;
const THAI = /[\u0e00-\u0e7f]/gu;
const KHMER = /[\u1780-\u17ff]/gu;
const VIETNAMESE = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/giu;
/** A text key left untranslated: `orderEntry.fields.name`, `host:layout.logout`. */
const RAW_KEY = /\b[a-z][a-zA-Z]+[.:][a-z][a-zA-Z]+\.[a-zA-Z.]+\b/u;

interface Language {
  code: string;
  tag: string;
  /** The page's text is this language's, not another one's. */
  check(text: string): void;
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

const LANGUAGES: Language[] = [
  {
    code: 'TH',
    tag: 'th-TH',
    check: (text) => {
      expect(count(text, THAI), 'Thai letters').toBeGreaterThan(20);
      expect(count(text, KHMER), 'Khmer letters').toBe(0);
    },
  },
  {
    code: 'KH',
    tag: 'km-KH',
    check: (text) => {
      expect(count(text, KHMER), 'Khmer letters').toBeGreaterThan(20);
      expect(count(text, THAI), 'Thai letters').toBe(0);
    },
  },
  {
    code: 'MY',
    tag: 'ms-MY',
    check: (text) => {
      expect(count(text, THAI) + count(text, KHMER), 'Thai or Khmer letters').toBe(0);
      expect(count(text, VIETNAMESE), 'Vietnamese letters').toBe(0);
    },
  },
  {
    code: 'VN',
    tag: 'vi-VN',
    check: (text) => {
      expect(count(text, VIETNAMESE), 'Vietnamese letters').toBeGreaterThan(5);
      expect(count(text, THAI) + count(text, KHMER), 'Thai or Khmer letters').toBe(0);
    },
  },
];

/**
 * The header's and the page's texts. Left out: the language switch (each language named in its own
 * script) and the menu names (the side menu, the home page's quick links), which come from the
 * server dictionary whose columns are still zh/en/id only (lang1-lang3, spec section 3).
 */
async function pageText(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.ant-layout-header, .ant-layout-content')]
      .map((part) => {
        const copy = part.cloneNode(true) as HTMLElement;
        copy
          .querySelectorAll(
            '[aria-label="language"], .ant-layout-content a, .ant-layout-content [role="link"]',
          )
          .forEach((node) => node.remove());
        return copy.innerText || copy.textContent || '';
      })
      .join('\n'),
  );
}

test.describe('the portal in Thai, Khmer, Malay and Vietnamese', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const language of LANGUAGES) {
    test(`${language.code}: home, order entry, order management, COD bill and tickets`, async ({ page }) => {
      await signInWith(page, 'demo', { lang: language.code });
      for (const path of PAGES) {
        await openPage(page, path);
        await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
        const text = await pageText(page);
        expect(text.match(CJK) ?? [], `${path}: Chinese characters`).toEqual([]);
        expect(RAW_KEY.exec(text)?.[0], `${path}: a raw text key`).toBeUndefined();
        language.check(text);
        const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        const known = KNOWN_VIOLATIONS[path] ?? [];
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .filter((violation) => !known.includes(violation.id))
          .map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`);
        expect(serious, `${path}: serious or critical violations`).toEqual([]);
      }
    });
  }
});
