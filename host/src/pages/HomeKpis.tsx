import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import { Link } from 'react-router-dom';
import { formatIdr, formatNumber, post } from 'shared';
import { KpiCard, queryClient } from 'shared/widgets';

/** The dashboard's route: the cards link there. */
export const DASHBOARD_PATH = '/dataDashboard';

const percent = (share: number) => `${formatNumber(share * 100, 1)} %`;
const COLUMNS = { xs: 12, md: 6 };

/**
 * The home page's 4 figures of the last 7 days (issue 31 item 5): orders created, signed, delivery
 * success and COD in process (none for a hide-money user: the gateway leaves money out), each
 * with the previous 7 days and its formula, linking to the dashboard. Shown to users who may open it.
 */
export function HomeKpis() {
  const { t } = useTranslation('host');
  const kpis = useQuery(
    {
      queryKey: ['report', 'home', 'kpis'],
      queryFn: () => post('/report-api/dashboard/kpis', { period: 'LAST_7_DAYS' }, { silent: true }),
    },
    queryClient,
  );
  if (kpis.isError) return null;
  const data = kpis.data;
  const card = (
    key: string,
    kpi: { value: number | null; previous: number | null } | undefined,
    format: (value: number) => string,
    formula?: string,
  ) => (
    <Col {...COLUMNS} key={key}>
      <KpiCard
        title={t(`home.kpis.${key}`)}
        value={kpi?.value ?? null}
        previous={kpi?.previous ?? null}
        format={format}
        formula={formula}
        to={DASHBOARD_PATH}
        loading={!data}
        data-testid={`home-kpi-${key}`}
      />
    </Col>
  );
  return (
    <Card
      title={t('home.kpis.title')}
      extra={<Link to={DASHBOARD_PATH}>{t('home.kpis.open')}</Link>}
      style={{ marginBottom: 16 }}
      data-testid="home-kpis"
    >
      <Row gutter={[12, 12]}>
        {card('created', data?.counts.created, formatNumber, data?.formulas['counts.created'])}
        {card('signed', data?.counts.signed, formatNumber, data?.formulas['counts.signed'])}
        {card(
          'deliverySuccess',
          data?.rates.deliverySuccess,
          percent,
          data?.formulas['rates.deliverySuccess'],
        )}
        {(!data || data.cod) &&
          card('codInProcess', data?.cod?.inProcess, formatIdr, data?.formulas['cod.inProcess'])}
      </Row>
    </Card>
  );
}
