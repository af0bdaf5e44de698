import { useEffect } from 'react';
import { useActionDialog, type ActionDialog } from 'shared/widgets';

export interface CaseDialogs {
  /** the new case's form, with the waybill it was opened for */
  filing: ActionDialog<{ billCode?: string }>;
  /** the detail drawer of one case (its id) */
  viewing: ActionDialog<number>;
}

/**
 * What the claims and the tickets tabs share: the new-case form (open at once when the page was
 * opened for a waybill), the detail of one case (opened by its number from a link, e.g. a
 * notification), and a save that closes the form, says so and refreshes the list.
 * @example
 * const { filing, viewing } = useCaseDialogs({ openFor, caseNo: claimNo, findId: claimIdOf, refresh });
 */
export function useCaseDialogs({
  openFor,
  caseNo,
  findId,
  refresh,
}: {
  openFor?: string;
  caseNo?: string;
  /** the id of the case with this number, undefined when the user has none such (a module function) */
  findId(caseNo: string): Promise<number | undefined>;
  refresh(): void;
}): CaseDialogs {
  const filing = useActionDialog<{ billCode?: string }>(
    refresh,
    openFor !== undefined ? { billCode: openFor } : null,
  );
  const viewing = useActionDialog<number>(refresh);
  const { open } = viewing;
  useEffect(() => {
    if (!caseNo) return;
    findId(caseNo).then(
      (id) => id !== undefined && open(id),
      () => undefined,
    );
  }, [caseNo, findId, open]);
  return { filing, viewing };
}
