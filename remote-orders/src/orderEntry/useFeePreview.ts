import { useEffect, useState } from 'react';
import { useDebouncedValue } from 'shared/widgets';
import { refusalOf, type Refusal } from '../common/issues';
import { previewFees, type FeeBreakdown, type OrderInput } from './api';
import { feeDraftOf, type OrderFormValues } from '../common/orderDraft';

/** The form settles this long before the fees are asked again. */
export const FEE_PREVIEW_DEBOUNCE_MS = 500;

export interface FeePreviewState {
  /** The draft cannot be priced yet (a district or the weight is missing). */
  idle: boolean;
  loading: boolean;
  fees?: FeeBreakdown;
  /** Why the server cannot price the draft: its messages. */
  refusal?: Refusal;
}

/**
 * The live fee preview: POST /order/recFee with the fee-relevant part of the form, once it has
 * settled for 500 ms and only when that part changed. The last fees stay while the next load.
 */
export function useFeePreview(values: OrderFormValues): FeePreviewState {
  const draft = feeDraftOf(values);
  const key = draft ? JSON.stringify(draft) : '';
  const settled = useDebouncedValue(key, FEE_PREVIEW_DEBOUNCE_MS);
  const [state, setState] = useState<Omit<FeePreviewState, 'idle'>>({ loading: false });

  useEffect(() => {
    if (!settled) {
      setState({ loading: false });
      return;
    }
    let live = true;
    setState((previous) => ({ fees: previous.fees, loading: true }));
    previewFees(JSON.parse(settled) as OrderInput).then(
      (fees) => live && setState({ fees, loading: false }),
      (error: unknown) => live && setState({ loading: false, refusal: refusalOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [settled]);

  return { idle: !key, ...state, loading: Boolean(key) && (state.loading || key !== settled) };
}
