import { onExportsChanged } from 'shared';
import { usePolledCount } from '../app/usePolledCount';
import { fetchActiveExportCount } from './api';

/**
 * How many of the caller's exports are queued or running, kept current like the bell's count
 * (`usePolledCount`), and at once when a screen queues an export (`exportQueued()` from shared) or
 * the download centre sees one finish.
 * @example
 * const running = useActiveExportCount(Boolean(token));
 */
export function useActiveExportCount(enabled: boolean): number {
  return usePolledCount(enabled, fetchActiveExportCount, onExportsChanged);
}
