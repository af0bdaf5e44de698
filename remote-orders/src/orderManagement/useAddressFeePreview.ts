import { useEffect, useState } from 'react';
import { useDebouncedValue } from 'shared/widgets';
import { refusalOf } from '../common/issues';
import { addressFeeDraft } from './addressFeeDraft';
import { previewFees, type FeeBreakdown, type ManagedOrder } from './api';

/** How long the district settles before its freight is asked (tests shorten it). */
export const addressFeePreview = { debounceMs: 400 };

export type AddressFeePreviewState =
  /** The district is the order's own: the freight stays. */
  | { kind: 'unchanged' }
  /** No district picked yet. */
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'priced'; fees: FeeBreakdown }
  /** `reasons`: the server's own messages, when it gave any. */
  | { kind: 'failed'; reasons: string[] };

type Answer = { districtCode: string } & (
  { kind: 'priced'; fees: FeeBreakdown } | { kind: 'failed'; reasons: string[] }
);

/**
 * The live freight of an order for the receiver district being picked: POST /order/recFee once
 * the district has settled, nothing for the order's own district or none.
 */
export function useAddressFeePreview(
  order: ManagedOrder,
  districtCode: string | null | undefined,
): AddressFeePreviewState {
  const wanted = districtCode && districtCode !== order.receiverDistrictCode ? districtCode : '';
  const settled = useDebouncedValue(wanted, addressFeePreview.debounceMs);
  const [answer, setAnswer] = useState<Answer>();

  useEffect(() => {
    if (!settled) return;
    let live = true;
    previewFees(addressFeeDraft(order, settled)).then(
      (fees) => live && setAnswer({ districtCode: settled, kind: 'priced', fees }),
      (error: unknown) => {
        if (!live) return;
        const refusal = refusalOf(error);
        const reasons = refusal.issues.length
          ? refusal.issues.map((issue) => issue.message)
          : [refusal.msg].filter((msg): msg is string => Boolean(msg));
        setAnswer({ districtCode: settled, kind: 'failed', reasons });
      },
    );
    return () => {
      live = false;
    };
  }, [order, settled]);

  if (!districtCode) return { kind: 'idle' };
  if (!wanted) return { kind: 'unchanged' };
  if (wanted !== settled || answer?.districtCode !== wanted) return { kind: 'loading' };
  return answer.kind === 'priced'
    ? { kind: 'priced', fees: answer.fees }
    : { kind: 'failed', reasons: answer.reasons };
}
