import { useTranslation } from 'react-i18next';
import Empty from 'antd/es/empty';
import './texts';

/**
 * What a report shows for a period with no data: "No data for this period", never a row of zeros
 * presented as facts.
 * @example
 * {rows.length ? <ReportTable … /> : <ReportEmpty />}
 */
export function ReportEmpty({ description }: { description?: string }) {
  const { t } = useTranslation('shared');
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description ?? t('report.empty')} />;
}
