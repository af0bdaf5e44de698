import { Children, type ReactNode } from 'react';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Typography from 'antd/es/typography';

/** How a section lays out its items: KPI cards in a dense grid, charts two a row, or one a row. */
export type ReportSectionLayout = 'cards' | 'charts' | 'wide';

export interface ReportSectionProps {
  /** The section's heading (a level-5 title that names the section for a screen reader). */
  title?: ReactNode;
  /** The heading's element id, unique on the page; needed with `title`. */
  id?: string;
  /** `charts` (default): half the width from `xl` up; `cards`: 2 to 6 a row; `wide`: one a row. */
  layout?: ReportSectionLayout;
  /** The section's `KpiCard`s, `ReportChart`s or `ReportTable`s, each in a column of its own. */
  children: ReactNode;
  'data-testid'?: string;
}

const COLUMNS: Record<ReportSectionLayout, { xs: number; sm?: number; lg?: number; xl: number }> = {
  cards: { xs: 12, sm: 8, lg: 6, xl: 4 },
  charts: { xs: 24, xl: 12 },
  wide: { xs: 24, xl: 24 },
};

/**
 * A block of a report screen: its heading, then its cards, charts or tables in the report grid
 * (the same gutter and breakpoints on every report screen, a phone one a row).
 * @example
 * <ReportSection title={t('sections.parcels')} id="dashboard-parcels" layout="cards">
 *   <KpiCard … /><KpiCard … />
 * </ReportSection>
 * <ReportSection>
 *   <ReportChart … />
 *   <ReportTable … />
 * </ReportSection>
 */
export function ReportSection({ title, id, layout = 'charts', children, ...rest }: ReportSectionProps) {
  const row = (
    <Row gutter={[12, 12]}>
      {Children.toArray(children).map((child, index) => (
        <Col key={index} {...COLUMNS[layout]}>
          {child}
        </Col>
      ))}
    </Row>
  );
  if (!title)
    return (
      <div style={{ marginTop: 16 }} data-testid={rest['data-testid']}>
        {row}
      </div>
    );
  return (
    <section aria-labelledby={id} style={{ marginTop: 16 }} data-testid={rest['data-testid']}>
      <Typography.Title level={5} id={id}>
        {title}
      </Typography.Title>
      {row}
    </section>
  );
}
