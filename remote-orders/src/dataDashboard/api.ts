import { post, type ApiData } from 'shared';
import type { ReportFilter } from 'shared/widgets';

export type DashboardKpis = ApiData<'/report-api/dashboard/kpis', 'post'>;
export type DashboardSeries = ApiData<'/report-api/dashboard/series', 'post'>;
export type DashboardStatusMix = ApiData<'/report-api/dashboard/statusMix', 'post'>;
export type DashboardLeadTime = ApiData<'/report-api/dashboard/leadTime', 'post'>;
export type DashboardTopCities = ApiData<'/report-api/dashboard/topCities', 'post'>;

export const fetchKpis = (filter: ReportFilter) => post('/report-api/dashboard/kpis', filter);
export const fetchSeries = (filter: ReportFilter) => post('/report-api/dashboard/series', filter);
export const fetchStatusMix = (filter: ReportFilter) => post('/report-api/dashboard/statusMix', filter);
export const fetchLeadTime = (filter: ReportFilter) => post('/report-api/dashboard/leadTime', filter);
export const fetchTopCities = (filter: ReportFilter) => post('/report-api/dashboard/topCities', filter);
