// Test-only: buttons found by their text. Testing Library's getByRole('button', { name }) computes
// each candidate's accessible name and visibility through jsdom's getComputedStyle, which matches
// every antd CSS-in-JS rule against every node: over a page with a table it takes seconds per query
// (a profile of the my-waybill suite: 12 of its 15 s). These read the DOM directly instead.
import { waitFor } from '@testing-library/react';

type Name = string | RegExp;

const normalised = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Its text, or its aria-label when it has no text (an icon-only button). */
function nameOf(button: Element): string {
  return normalised(button.textContent) || normalised(button.getAttribute('aria-label'));
}

const matches = (button: Element, name: Name) =>
  typeof name === 'string' ? nameOf(button) === name : name.test(nameOf(button));

/** Every button (`<button>` or role="button") in `container` named `name`. */
export function queryAllButtons(container: ParentNode, name: Name): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>('button, [role="button"]')).filter((button) =>
    matches(button, name),
  );
}

/** The one button in `container` named `name`, or null. Throws when several are. */
export function queryButton(container: ParentNode, name: Name): HTMLElement | null {
  const found = queryAllButtons(container, name);
  if (found.length > 1) throw new Error(`${found.length} buttons named ${String(name)}`);
  return found[0] ?? null;
}

/**
 * The one button in `container` named `name`; throws when there is none or several.
 * @example
 * fireEvent.click(getButton(row, 'Detail'));
 * fireEvent.click(getButton(document.body, /Export/));
 */
export function getButton(container: ParentNode, name: Name): HTMLElement {
  const found = queryButton(container, name);
  if (!found) throw new Error(`no button named ${String(name)}`);
  return found;
}

/** Waits for the one button in `container` named `name`. */
export function findButton(container: ParentNode, name: Name): Promise<HTMLElement> {
  return waitFor(() => getButton(container, name));
}
