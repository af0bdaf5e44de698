import type { DateRangeValue } from 'shared/widgets';
import type { TaskQuery } from './api';

export type TaskStatus = NonNullable<TaskQuery['status']>;

/** The statuses a task moves through, in that order (the gateway's TASK_STATUSES). */
export const TASK_STATUSES: readonly TaskStatus[] = [
  'UPLOADED',
  'VALIDATING',
  'VALIDATED',
  'INSERTING',
  'DONE',
  'FAILED',
];

/** The task list's search form. */
export interface TaskFilterValues {
  /** Created between; ['', ''] or absent: any date. */
  created?: DateRangeValue;
  status?: TaskStatus | null;
}

/** What the task page call takes besides the page. */
export type TaskFilter = Pick<TaskQuery, 'createdFrom' | 'createdTo' | 'status'>;

/**
 * The filter of the task page call from the form: the picker's 'YYYY-MM-DD HH:mm:ss' bounds (the
 * gateway reads them as Jakarta time), the status; empty fields are left out.
 * @example
 * toTaskFilter({ created: ['2026-11-01 00:00:00', '2026-11-22 23:59:59'], status: 'FAILED' });
 * // { createdFrom: '2026-11-01 00:00:00', createdTo: '2026-11-22 23:59:59', status: 'FAILED' }
 */
export function toTaskFilter({ created, status }: TaskFilterValues): TaskFilter {
  const [from, to] = created ?? ['', ''];
  const filter: TaskFilter = {};
  if (from) filter.createdFrom = from;
  if (to) filter.createdTo = to;
  if (status) filter.status = status;
  return filter;
}
