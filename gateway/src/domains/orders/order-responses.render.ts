import { BUSINESS_ERROR_CODE } from '../../http/envelope';
import type { Lang } from '../../i18n/language';
import type { FeeBreakdown } from '../../parcel/freight';
import { pick } from '../../lib/locale/locale';
import { issuesSummary, renderIssue } from './order.messages';
import type { OrderIssue } from './order.rules';
import { productTypeName } from './order-view.render';
import { ZONE_LABELS } from '../../parcel/rate-table';

/**
 * The answer to input the order rules refuse: HTTP 200, the business error code, the first
 * problem as the toast, and every issue (field, message key, params, translated message) in data.
 */
export function rejected(issues: readonly OrderIssue[], lang: Lang) {
  return {
    code: BUSINESS_ERROR_CODE,
    msg: issuesSummary(issues, lang),
    data: { issues: issues.map((issue) => ({ ...issue, message: renderIssue(issue, lang) })) },
  };
}

/** A fee breakdown as the API answers it: with the zone and product named in the language. */
export function feesView(fees: FeeBreakdown, lang: Lang) {
  return {
    ...fees,
    zoneLabel: pick(ZONE_LABELS[fees.zone], lang),
    productTypeName: productTypeName(fees.productType, lang),
    currency: 'IDR' as const,
  };
}
