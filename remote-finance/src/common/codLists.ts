import { invalidateLists } from 'shared/widgets';

/**
 * The lists whose rows a COD batch's confirmation, dispute or memo changes: the COD bill's lines
 * (their status), the COD commission and the batches (their status and sums). Route names, which
 * are the lists' cache keys.
 */
export const COD_LISTS = ['codBillpage', 'codReconciliation', 'codeReconciliation'] as const;

/**
 * Asks every page and status count of the COD lists again, in every open tab (a tab kept alive in
 * the background refreshes too, instead of showing the batch's old state when it is shown again).
 * @example
 * <BatchDrawer id={openId} onClose={close} onChanged={codListsChanged} />
 */
export function codListsChanged(): void {
  void invalidateLists(...COD_LISTS);
}
