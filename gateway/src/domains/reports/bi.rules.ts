import { dashboardFilter } from './dashboard.schemas';
import { customerReportExport, groupedReportFilter, statusCheckFilter } from './report.schemas';

// Saved report views (the spec's "BI list", issue 31 item 4): which report screens a view can be
// saved for, each with the filter schema its view is checked against, and the cap per user.

/**
 * The report screens (route names) a view can be saved for, and each one's filter: the body its
 * report calls take. A new report screen that saves views is one more line here; its route name is
 * also the permission key that opens its views (bi.routes.ts).
 */
export const SAVED_VIEW_FILTERS = {
  dataDashboard: dashboardFilter,
  dispatchReport: groupedReportFilter,
  customerReport: customerReportExport,
  statusCheck: statusCheckFilter,
} as const;

export type SavedViewReport = keyof typeof SAVED_VIEW_FILTERS;
export const SAVED_VIEW_REPORTS = Object.keys(SAVED_VIEW_FILTERS) as [SavedViewReport, ...SavedViewReport[]];

/**
 * Limits of the saved views. DEFAULT: the spec gives no number; 50 per user keeps the select short
 * enough to scan and the list call one small read.
 */
export const SAVED_VIEW_LIMITS = { maxPerUser: 50, maxNameLength: 50 } as const;
