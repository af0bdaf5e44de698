import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'shared';
import theme from 'antd/es/theme';
import { queryClient, rangeProblem, readableLinkColor } from 'shared/widgets';
import type { DrillDown } from '../common/reportDrillDown';
import type { CustomerReportFilter, Grouping } from './api';

export const ROUTE_NAME = 'customerReport';

/** What every tab of the customer report gets from the page. */
export interface TabProps {
  filter: CustomerReportFilter;
  grouping: Grouping;
  /** Order management at the orders created in these WIB days, narrowed like the figure. */
  link(days: { from: string; to: string }, drill?: DrillDown): string | undefined;
  /** Whether the user may export (the page's EXCEL button). */
  canExport: boolean;
}

/** One report call of the shown tab through the portal's query cache, asked again with each filter. */
export function useTabReport<T>(
  name: string,
  key: unknown,
  load: () => Promise<T>,
  filter: CustomerReportFilter,
) {
  return useQuery(
    {
      queryKey: ['report', ROUTE_NAME, name, filter, key],
      queryFn: load,
      enabled: rangeProblem(filter) === null,
    },
    queryClient,
  );
}

/** Whether a report's rows came without their money (a hide-money user): its money columns go. */
export const moneyHidden = (rows: readonly object[], field: string) => rows.length > 0 && !(field in rows[0]);

/** The sum of a field over rows. */
export const sumOf = <Row,>(rows: readonly Row[], value: (row: Row) => number | undefined) =>
  rows.reduce((sum, row) => sum + (value(row) ?? 0), 0);

/** Rows with anything in them: a period of zeros is an empty report, not a page of zeros. */
export const withData = <Row,>(rows: readonly Row[], value: (row: Row) => number) =>
  rows.some((row) => value(row) > 0) ? [...rows] : [];

/** A link in a table cell, in a blue that reads 4.5:1 on a hovered row too (WCAG 1.4.3). */
function DrillLink({ to, children }: { to: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Link to={to} style={{ color: readableLinkColor(token) }}>
      {children}
    </Link>
  );
}

/** A table cell's figure, a link to the parcels behind it when it has one. */
export const drillCell = (to: string | undefined, text: ReactNode) =>
  to ? <DrillLink to={to}>{text}</DrillLink> : text;
