import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from 'shared';
import { ListScreen, useListScreen, type PageQuery } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import {
  COUPON_STATUSES,
  fetchCouponCounts,
  fetchCoupons,
  type Coupon,
  type CouponCounts,
  type CouponStatus,
} from './api';
import { couponColumns } from './couponColumns';
import { RedeemCodeForm } from './RedeemCodeForm';
import './texts';

const ROUTE_NAME = 'couponManagement';

interface CouponSearch {
  status?: CouponStatus;
}

const loadPage = (query: PageQuery, search: CouponSearch) =>
  fetchCoupons({ ...query, status: search.status ?? 'AVAILABLE' });

/**
 * /couponManagement: the shipper's wallet of coupons by status (a tab each, with its count), each with
 * its discount, conditions, limits, stock left, validity and terms; redeem a voucher code.
 */
export default function CouponManagementPage() {
  const { t } = useTranslation(NAMESPACE);
  const coupons = useListScreen<Coupon, CouponSearch, CouponCounts>({
    cacheKey: ROUTE_NAME,
    initialSearch: { status: 'AVAILABLE' },
    loadPage,
    loadCounts: fetchCouponCounts,
    statusField: 'status',
  });
  const status = coupons.search.status ?? 'AVAILABLE';
  const { refresh, applySearch } = coupons;
  // A redeemed voucher is available: show that tab, fresh.
  const redeemed = useCallback(() => {
    if (status === 'AVAILABLE') refresh();
    else applySearch({ status: 'AVAILABLE' });
  }, [status, refresh, applySearch]);

  return (
    <ListScreen<Coupon, CouponSearch, CouponCounts>
      title={t('coupon.title')}
      routeName={ROUTE_NAME}
      screen={coupons}
      before={<RedeemCodeForm onRedeemed={redeemed} />}
      status={{
        field: 'status',
        as: 'tabs',
        // tabs show no badge: the count is part of the label
        items: COUPON_STATUSES.map((key) => {
          const count = coupons.counts?.[key];
          const label = t(`coupon.statuses.${key}`);
          return { key, label: count === undefined ? label : `${label} (${formatNumber(count)})` };
        }),
      }}
      columns={couponColumns(t, status)}
    />
  );
}
