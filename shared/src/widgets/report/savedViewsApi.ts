import { queryOptions } from '@tanstack/react-query';
import type { ApiBody, ApiData } from '../../api/types';
import { post } from '../../http/gateway';
import { queryClient } from '../query/queryClient';

// The saved report views' calls (/report-api/bi/...) and their query, for <SavedViews />.

type SaveBody = ApiBody<'/report-api/bi/save'>;
/** The report screens a view can be saved for (their route names). */
export type SavedViewReport = SaveBody['report'];
/** A report's filter as its view saves it (the body its report calls take). */
export type SavedViewFilter<Report extends SavedViewReport> = Extract<SaveBody, { report: Report }>['filter'];
/** A saved view as the list answers it. */
export type SavedView = ApiData<'/report-api/bi/list', 'post'>['views'][number];

/** The first key of every saved-views query: what a save, rename or delete asks again. */
export const SAVED_VIEWS_KEY = 'reportViews';

/** The user's saved views of one report. */
export const savedViewsQuery = (report: SavedViewReport) =>
  queryOptions({
    queryKey: [SAVED_VIEWS_KEY, report],
    queryFn: () => post('/report-api/bi/list', { report }),
  });

/** Asks every saved-views list again (after a save, rename or delete). */
export const invalidateSavedViews = () => queryClient.invalidateQueries({ queryKey: [SAVED_VIEWS_KEY] });

// silent: a refusal shows in the dialog (or its toast) that made the call, not twice
export const saveView = (body: SaveBody) => post('/report-api/bi/save', body, { silent: true });
export const renameView = (id: number, name: string) =>
  post('/report-api/bi/rename', { id, name }, { silent: true });
export const deleteView = (id: number) => post('/report-api/bi/delete', { id }, { silent: true });
