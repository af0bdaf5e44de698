import { exportToFile, post, type ApiBody, type ApiData, type ExportOutcome } from 'shared';
import type { Page, PageQuery } from 'shared/widgets';

export type StatusCheckFilter = ApiBody<'/report-api/report/statusCheckExport'>;
export type StatusCheckPage = ApiData<'/report-api/report/statusCheck', 'post'>;
export type StuckParcel = StatusCheckPage['rows'][number];

/** A page of the parcels whose status has not moved for `filter.days` days, longest still first. */
export async function fetchStuckParcels(
  query: PageQuery,
  filter: StatusCheckFilter,
): Promise<Page<StuckParcel>> {
  const page = await post('/report-api/report/statusCheck', {
    ...filter,
    pageNum: query.current,
    pageSize: query.size,
  });
  return {
    current: page.pageNum,
    size: page.pageSize,
    total: page.total,
    pages: Math.ceil(page.total / page.pageSize),
    records: page.rows,
  };
}

/** The same parcels through the download centre (saved at once when small). */
export function exportStuckParcels(filter: StatusCheckFilter): Promise<ExportOutcome> {
  return exportToFile('/report-api/report/statusCheckExport', filter, 'status-check.xlsx');
}
