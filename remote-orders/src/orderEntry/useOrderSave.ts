import { useCallback, useRef, useState } from 'react';
import { refusalOf, type Refusal } from '../common/issues';
import { createOrder, type OrderCreated } from './api';
import { newCustomerOrderNo, toOrderInput, type OrderFormValues } from '../common/orderDraft';

export type SaveOutcome =
  | { kind: 'created'; order: OrderCreated; values: OrderFormValues }
  | { kind: 'refused'; refusal: Refusal }
  | { kind: 'invalid' }
  | { kind: 'busy' };

/**
 * Saving an order exactly once. The draft's customer order number is the server's idempotency key:
 * it is made when the form opens, sent with every attempt (a retry after a timeout answers the
 * order already made), and renewed only after a successful save. A second click while a save runs
 * (even while the form is still being checked) does nothing.
 * @example
 * const { customerOrderNo, saving, save } = useOrderSave();
 * const outcome = await save(() => form.validateFields());
 */
export function useOrderSave() {
  const [customerOrderNo, setCustomerOrderNo] = useState(() => newCustomerOrderNo());
  const draftNumber = useRef(customerOrderNo);
  const busy = useRef(false);
  const [saving, setSaving] = useState(false);

  const save = useCallback(async (collect: () => Promise<OrderFormValues>): Promise<SaveOutcome> => {
    if (busy.current) return { kind: 'busy' };
    busy.current = true;
    setSaving(true);
    try {
      let values: OrderFormValues;
      try {
        values = await collect();
      } catch {
        return { kind: 'invalid' };
      }
      const order = await createOrder(toOrderInput(values, draftNumber.current));
      const next = newCustomerOrderNo();
      draftNumber.current = next;
      setCustomerOrderNo(next);
      return { kind: 'created', order, values };
    } catch (error) {
      return { kind: 'refused', refusal: refusalOf(error) };
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }, []);

  return { customerOrderNo, saving, save };
}
