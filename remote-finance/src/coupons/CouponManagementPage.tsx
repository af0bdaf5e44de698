import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen, useListScreen, type PageQuery } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { COUPON_STATUSES, fetchCoupons, type Coupon, type CouponStatus } from './api';
import { couponColumns } from './couponColumns';
import { RedeemCodeForm } from './RedeemCodeForm';

const ROUTE_NAME = 'couponManagement';

interface CouponSearch {
  status?: CouponStatus;
}

const loadPage = (query: PageQuery, search: CouponSearch) =>
  fetchCoupons({ ...query, status: search.status ?? 'UNUSED' });

/** /couponManagement: redeem a voucher code; the vouchers by status (a tab each), ten a page. */
export default function CouponManagementPage() {
  const { t } = useTranslation(NAMESPACE);
  const coupons = useListScreen<Coupon, CouponSearch>({
    cacheKey: ROUTE_NAME,
    initialSearch: { status: 'UNUSED' },
    loadPage,
  });
  const status = coupons.search.status ?? 'UNUSED';
  const { refresh, applySearch } = coupons;
  // A redeemed voucher is unused: show that tab, fresh.
  const redeemed = useCallback(() => {
    if (status === 'UNUSED') refresh();
    else applySearch({ status: 'UNUSED' });
  }, [status, refresh, applySearch]);

  return (
    <ListScreen<Coupon, CouponSearch, unknown>
      title={t('coupon.title')}
      routeName={ROUTE_NAME}
      screen={coupons}
      before={<RedeemCodeForm onRedeemed={redeemed} />}
      status={{
        field: 'status',
        as: 'tabs',
        items: COUPON_STATUSES.map((key) => ({ key, label: t(`coupon.statuses.${key}`) })),
      }}
      columns={couponColumns(t, status)}
    />
  );
}
