import { fetchTask, type ImportTask } from './api';

/** How often a running task is read again (tests shorten it). */
export const polling = { intervalMs: 1000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PollControl {
  stopped: boolean;
}

/**
 * Reads a task again and again while `running(task)` holds, handing every reading to `onUpdate`;
 * resolves the first task that is no longer running (undefined when stopped). A failed reading is
 * retried at the next tick.
 * @example
 * const done = await pollTask(task.taskId, (t) => t.status === 'INSERTING', setTask, { stopped: false });
 */
export async function pollTask(
  taskId: number,
  running: (task: ImportTask) => boolean,
  onUpdate: (task: ImportTask) => void,
  control: PollControl,
): Promise<ImportTask | undefined> {
  for (;;) {
    await sleep(polling.intervalMs);
    if (control.stopped) return undefined;
    const task = await fetchTask(taskId).catch(() => undefined);
    if (control.stopped) return undefined;
    if (!task) continue;
    onUpdate(task);
    if (!running(task)) return task;
  }
}
