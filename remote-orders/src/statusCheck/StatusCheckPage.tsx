import { useTranslation } from 'react-i18next';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import { Link } from 'shared';
import { ListScreen, SavedViews, useListScreen, type ListColumn } from 'shared/widgets';
import { exportButton } from '../common/orderList';
import { StatusTag } from '../common/StatusTag';
import { NAMESPACE } from '../i18n';
import { exportStuckParcels, fetchStuckParcels, type StatusCheckFilter, type StuckParcel } from './api';
import './texts';

export const ROUTE_NAME = 'statusCheck';

const PRODUCTS = ['EZ', 'SUPER', 'ECO', 'CARGO'] as const;
/** The spec's default: parcels that have not moved for 3 days. */
const INITIAL_SEARCH: StatusCheckFilter = { days: 3 };

/** Where a parcel's tracking opens: express tracking at its waybill. */
const trackingOf = (billCode: string) => `/expressTracking?billCode=${encodeURIComponent(billCode)}`;

/**
 * /statusCheck, the order-status check (spec section 7, issue 31 item 4): the shipper's parcels
 * under way whose status has not moved for N days (N from the user, 3 by default), within the
 * user's data scope, each linking to its tracking; exported through the download centre.
 */
export default function StatusCheckPage() {
  const { t } = useTranslation(NAMESPACE);
  const stuck = useListScreen<StuckParcel, StatusCheckFilter>({
    cacheKey: ROUTE_NAME,
    initialSearch: INITIAL_SEARCH,
    loadPage: fetchStuckParcels,
  });
  const label = (prop: string) => t(`orderManagement.columns.${prop}`);
  const columns: ListColumn<StuckParcel>[] = [
    {
      prop: 'billCode',
      label: label('billCode'),
      width: 170,
      fixed: 'left',
      slot: (row) => (
        <Link to={trackingOf(row.billCode)} aria-label={t('statusCheck.track', { billCode: row.billCode })}>
          {row.billCode}
        </Link>
      ),
    },
    {
      prop: 'status',
      label: label('status'),
      width: 150,
      slot: (row) => <StatusTag status={row.status} label={row.statusLabel} />,
    },
    { prop: 'daysStill', label: t('statusCheck.daysStill'), width: 110, format: 'number' },
    { prop: 'lastMovedAt', label: t('statusCheck.lastMovedAt'), width: 170 },
    { prop: 'customerOrderNo', label: label('customerOrderNo'), width: 190 },
    { prop: 'receiverName', label: label('receiver'), width: 150 },
    {
      prop: 'receiverCity',
      label: label('destination'),
      width: 220,
      slot: (row) => `${row.receiverCity} / ${row.receiverProvince}`,
    },
    { prop: 'productType', label: label('product'), width: 110 },
    { prop: 'createdAt', label: label('createdAt'), width: 170 },
  ];

  return (
    <ListScreen<StuckParcel, StatusCheckFilter, unknown>
      title={t('statusCheck.title')}
      routeName={ROUTE_NAME}
      screen={stuck}
      data-testid="status-check"
      before={<SavedViews report={ROUTE_NAME} value={stuck.search} onOpen={stuck.applySearch} />}
      search={{
        name: 'statusCheckSearch',
        fields: [
          {
            name: 'days',
            label: t('statusCheck.days'),
            input: (
              <InputNumber
                min={1}
                precision={0}
                suffix={t('statusCheck.daysHint')}
                style={{ width: '100%' }}
              />
            ),
          },
          {
            name: 'productType',
            label: t('statusCheck.product'),
            input: (
              <Select
                allowClear
                placeholder={t('statusCheck.allProducts')}
                options={PRODUCTS.map((product) => ({ value: product, label: product }))}
              />
            ),
          },
        ],
      }}
      toolbar={[exportButton('statusCheck', t('statusCheck.export'), () => exportStuckParcels(stuck.search))]}
      columns={columns}
      index
    />
  );
}
