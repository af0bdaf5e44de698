import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Skeleton from 'antd/es/skeleton';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import InfoCircleOutlined from '@ant-design/icons/es/icons/InfoCircleOutlined';
import { Link } from '../../routing/router';
import { EMPTY_DISPLAY } from '../../utils/format';
import { relativeChange } from './period';
import './texts';

export interface KpiCardProps {
  title: string;
  /** This period's figure; null: nothing to compute it from ('--'). */
  value: number | null;
  /** The previous period's figure (as long, just before). */
  previous?: number | null;
  /** How the figure reads: `formatNumber`, a share as a percentage, hours, `formatIdr`. */
  format(value: number): string;
  /** The formula, shown behind the info icon. */
  formula?: string;
  /** The list that produced the figure, with exactly its filter: the figure links there. */
  to?: string;
  loading?: boolean;
  'data-testid'?: string;
}

const percent = new Intl.NumberFormat('en', {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/**
 * One figure of a report: its value (a link to the list behind it when `to` is given), the
 * previous period's value and the change, and its formula behind an info icon.
 * @example
 * <KpiCard title={t('returned')} value={kpis.counts.returned.value} previous={kpis.counts.returned.previous}
 *   format={formatNumber} formula={kpis.formulas['counts.returned']} to={ordersLink({ status: ['RETURNED'] })} />
 */
export function KpiCard({ title, value, previous, format, formula, to, loading, ...rest }: KpiCardProps) {
  const { t } = useTranslation('shared');
  const shown = value === null ? EMPTY_DISPLAY : format(value);
  const change = relativeChange(value, previous ?? null);
  return (
    <Card size="small" data-testid={rest['data-testid']} style={{ height: '100%' }}>
      <Typography.Text type="secondary">
        {title}
        {formula && (
          <Tooltip title={formula}>
            <Button
              type="text"
              size="small"
              aria-label={t('report.formula', { title })}
              icon={<InfoCircleOutlined />}
              style={{ marginInlineStart: 4 }}
            />
          </Tooltip>
        )}
      </Typography.Text>
      {loading ? (
        <Skeleton active paragraph={false} title={{ width: '60%' }} />
      ) : (
        <>
          <div style={{ fontSize: 24, fontWeight: 600, lineHeight: '36px' }} data-testid="kpi-value">
            {to && value !== null ? (
              <Link to={to} aria-label={t('report.drillDown', { title: `${title} ${shown}` })}>
                {shown}
              </Link>
            ) : (
              shown
            )}
          </div>
          {previous !== undefined && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('report.previous', { value: previous === null ? EMPTY_DISPLAY : format(previous) })}
              {' · '}
              {change === null ? t('report.noChange') : t('report.change', { value: percent.format(change) })}
            </Typography.Text>
          )}
        </>
      )}
    </Card>
  );
}
