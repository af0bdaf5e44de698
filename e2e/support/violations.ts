import type { Page } from '@playwright/test';

/**
 * Collects the Content Security Policy violations of a page (its `securitypolicyviolation` events
 * and the browser's console reports), for a spec to assert none.
 * @example
 * const violations = recordViolations(page);
 * await page.goto('/dataDashboard');
 * expect(violations).toEqual([]);
 */
export function recordViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|apply|execute|connect|frame)/i.test(message.text()))
      violations.push(message.text());
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
      );
    });
  });
  return violations;
}
