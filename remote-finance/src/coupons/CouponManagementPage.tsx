import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Result from 'antd/es/result';
import Space from 'antd/es/space';
import Tabs from 'antd/es/tabs';
import { NAMESPACE } from '../i18n';
import { COUPON_STATUSES, fetchCoupons, type CouponStatus } from './api';
import { CouponTable } from './CouponTable';
import { RedeemCodeForm } from './RedeemCodeForm';
import { usePagedList, type PageQuery } from 'shared/widgets';

export default function CouponManagementPage() {
  const { t } = useTranslation(NAMESPACE);
  const [status, setStatus] = useState<CouponStatus>('UNUSED');
  const load = useCallback((query: PageQuery) => fetchCoupons({ ...query, status }), [status]);
  const list = usePagedList(load);

  const showStatus = (next: CouponStatus) => {
    setStatus(next);
    list.firstPage();
  };

  return (
    <Card title={t('coupon.title')}>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <RedeemCodeForm
          onRedeemed={() => {
            if (status === 'UNUSED') list.reload();
            else showStatus('UNUSED');
          }}
        />
        <Tabs
          activeKey={status}
          onChange={(key) => showStatus(key as CouponStatus)}
          items={COUPON_STATUSES.map((value) => ({ key: value, label: t(`coupon.statuses.${value}`) }))}
        />
        {list.failed ? (
          <Result
            status="error"
            title={t('shared:requestFailed')}
            subTitle={list.msg}
            extra={<Button onClick={list.reload}>{t('shared:retry')}</Button>}
          />
        ) : (
          <CouponTable list={list} status={status} />
        )}
      </Space>
    </Card>
  );
}
