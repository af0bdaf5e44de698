import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from 'shared';
import { NAMESPACE } from '../i18n';
import { fetchTask, insertTask, uploadImportFile, validateTask, type ImportTask } from './api';
import { pollTask, type PollControl } from './polling';

export type ImportBusy = 'upload' | 'validate' | 'insert' | null;

const validating = (task: ImportTask) => task.status === 'UPLOADED' || task.status === 'VALIDATING';
const inserting = (task: ImportTask) => task.status === 'INSERTING';

/**
 * One import from upload to result: uploads, validates (polling the progress meanwhile), inserts
 * in the background and polls until DONE. A failure keeps the task on screen with the server's msg.
 */
export function useImportTask() {
  const { t } = useTranslation(NAMESPACE);
  const [task, setTask] = useState<ImportTask>();
  const [busy, setBusy] = useState<ImportBusy>(null);
  const [failure, setFailure] = useState<string>();
  const [reused, setReused] = useState(false);
  const control = useRef<PollControl>({ stopped: false });

  useEffect(() => {
    const current = { stopped: false };
    control.current = current;
    return () => {
      current.stopped = true;
    };
  }, []);

  const fail = useCallback(
    async (error: unknown, taskId?: number) => {
      setFailure(messageOf(error) || t('orderImport.failed'));
      if (taskId === undefined) return;
      const latest = await fetchTask(taskId).catch(() => undefined);
      if (latest && !control.current.stopped) setTask(latest);
    },
    [t],
  );

  const validate = useCallback(
    async (taskId: number, isFilterRepeat: 0 | 1) => {
      setBusy('validate');
      const progress: PollControl = { stopped: false };
      const stopBoth = () => control.current.stopped || progress.stopped;
      void pollTask(taskId, validating, (latest) => !stopBoth() && setTask(latest), {
        get stopped() {
          return stopBoth();
        },
      });
      try {
        let result: ImportTask | undefined = await validateTask(taskId, isFilterRepeat);
        progress.stopped = true;
        setTask(result);
        // Another gateway may still be validating it: follow its progress.
        if (validating(result)) result = await pollTask(taskId, validating, setTask, control.current);
      } catch (error) {
        progress.stopped = true;
        await fail(error, taskId);
      } finally {
        setBusy(null);
      }
    },
    [fail],
  );

  const upload = useCallback(
    async (file: File, isFilterRepeat: 0 | 1) => {
      setBusy('upload');
      setFailure(undefined);
      setReused(false);
      let uploaded: ImportTask;
      try {
        const answer = await uploadImportFile(file, isFilterRepeat);
        const { reused: again, ...rest } = answer;
        uploaded = rest;
        setTask(uploaded);
        setReused(again);
      } catch (error) {
        setBusy(null);
        setTask(undefined);
        await fail(error);
        return;
      }
      if (uploaded.status === 'UPLOADED') return validate(uploaded.taskId, isFilterRepeat);
      if (validating(uploaded) || inserting(uploaded)) {
        setBusy(inserting(uploaded) ? 'insert' : 'validate');
        await pollTask(
          uploaded.taskId,
          (latest) => validating(latest) || inserting(latest),
          setTask,
          control.current,
        );
      }
      setBusy(null);
    },
    [fail, validate],
  );

  const insert = useCallback(async () => {
    if (!task) return;
    setBusy('insert');
    setFailure(undefined);
    try {
      const started = await insertTask(task.taskId);
      setTask(started);
      if (inserting(started)) await pollTask(task.taskId, inserting, setTask, control.current);
    } catch (error) {
      await fail(error, task.taskId);
    } finally {
      setBusy(null);
    }
  }, [task, fail]);

  const reset = useCallback(() => {
    setTask(undefined);
    setFailure(undefined);
    setReused(false);
  }, []);

  return { task, setTask, busy, failure, reused, upload, insert, reset };
}
