// Test-only: the recipe for forms that show the gateway's field errors (shared/widgets'
// applyServerFieldErrors). A handler answers `fieldRefusal(...)`; the test reads `fieldErrorOf(...)`.
import { screen } from '@testing-library/react';
import { refusal, type Refusal } from './fakeGateway';

/**
 * A refusal that names fields, as the gateway sends one (a business refusal about fields, or a
 * body that fails its schema): `data` is the `[{ field, message }]` list.
 * @example
 * gateway = fakeGateway({ 'POST /customer-api/user/newAccount': () => fieldRefusal({ phone: 'must be a mobile number' }) });
 */
export function fieldRefusal(fields: Record<string, string>, msg = 'input data is illegal'): Refusal {
  return refusal(
    msg,
    Object.entries(fields).map(([field, message]) => ({ field, message })),
  );
}

/**
 * The error text shown under the form item of a field, found by its label (or an element inside
 * the item, e.g. by test id); '' when there is none.
 * @example
 * await waitFor(() => expect(fieldErrorOf('Phone')).toBe('must be a mobile number'));
 */
export function fieldErrorOf(labelOrElement: string | HTMLElement): string {
  const element = typeof labelOrElement === 'string' ? screen.getByLabelText(labelOrElement) : labelOrElement;
  const item = element.closest('.ant-form-item');
  if (!item) throw new Error('the field is not inside a form item');
  return [...item.querySelectorAll('.ant-form-item-explain-error')]
    .map((node) => node.textContent ?? '')
    .join('; ');
}
