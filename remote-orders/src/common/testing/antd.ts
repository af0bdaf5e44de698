// Test-only helpers for antd widgets in jsdom (typing key by key is slow: paste instead).
import { fireEvent, waitFor } from '@testing-library/react';

/** The options of the dropdown a select (by its input id) opened, or of every open dropdown. */
function optionsOf(selectId: string): Element[] {
  const dropdown = document.getElementById(`${selectId}_list`)?.closest('.ant-select-dropdown');
  return Array.from((dropdown ?? document).querySelectorAll('.ant-select-item-option'));
}

/**
 * Opens the select whose input has `selectId` (antd Form: `{formName}_{field path joined by _}`) and
 * picks the option reading `label`, once its options have loaded.
 * @example
 * await choose('orderEntry_receiver_provinceCode', 'Jawa Barat');
 */
export async function choose(selectId: string, label: string): Promise<void> {
  const input = await waitFor(() => {
    const found = document.getElementById(selectId);
    if (!found) throw new Error(`no select #${selectId}`);
    return found;
  });
  fireEvent.mouseDown(input);
  const option = await waitFor(
    () => {
      const found = optionsOf(selectId).find((node) => node.textContent === label);
      if (!found) throw new Error(`no option '${label}' in #${selectId}`);
      return found;
    },
    { timeout: 5000 },
  );
  fireEvent.click(option);
}

/** Sets an input's text at once, as a paste would. */
export function fill(input: HTMLElement, text: string): void {
  fireEvent.change(input, { target: { value: text } });
}
