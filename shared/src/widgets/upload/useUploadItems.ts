import { useCallback, useMemo, useRef, useState } from 'react';
import type { UploadChangeParam, UploadFile } from 'antd/es/upload';
import type { UploadedFile } from './types';

/** Answer a finished upload item carries in antd's `response` (set by the widget's request). */
export type UploadItem = UploadFile<UploadedFile | string>;

/** A value entry as an antd list item ('done'); `uid` defaults to one derived from the url. */
export function toDoneItem(file: UploadedFile, uid = `done:${file.url}`): UploadItem {
  return { uid, name: file.name, url: file.url, thumbUrl: file.url, status: 'done' };
}

/**
 * The upload's list: the controlled (or internal) value of `{url, name}` as 'done' items, followed
 * by the files still uploading or failed. Feeds antd's controlled `fileList` / `onChange`.
 * @example
 * const { items, onListChange, inFlight } = useUploadItems(value, onChange);
 * <Upload fileList={items} onChange={onListChange} />;
 */
export function useUploadItems(
  value: UploadedFile[] | undefined,
  onChange: ((next: UploadedFile[]) => void) | undefined,
) {
  const [own, setOwn] = useState<UploadedFile[]>([]);
  const [pending, setPending] = useState<UploadItem[]>([]);
  const current = value ?? own;
  // Several uploads can finish before the parent re-renders: each must add to the newest value.
  const latest = useRef(current);
  latest.current = current;
  // A finished upload keeps its uid, so antd's list updates the item instead of animating a swap.
  const uploadUids = useRef(new Map<string, string>());
  const uidOf = useCallback(
    (entry: UploadedFile) => uploadUids.current.get(entry.url) ?? `done:${entry.url}`,
    [],
  );

  const commit = useCallback(
    (next: UploadedFile[]) => {
      latest.current = next;
      if (value === undefined) setOwn(next);
      onChange?.(next);
    },
    [value, onChange],
  );

  const onListChange = useCallback(
    ({ file }: UploadChangeParam<UploadItem>) => {
      const others = (list: UploadItem[]) => list.filter((item) => item.uid !== file.uid);
      if (file.status === 'uploading' || file.status === 'error') {
        setPending((list) => [...others(list), file]);
      } else if (file.status === 'done') {
        setPending(others);
        const answer = file.response;
        if (answer && typeof answer === 'object') {
          uploadUids.current.set(answer.url, file.uid);
          commit([...latest.current, answer]);
        }
      } else if (file.status === 'removed') {
        setPending(others);
        const kept = latest.current.filter((entry) => uidOf(entry) !== file.uid);
        if (kept.length !== latest.current.length) commit(kept);
      }
    },
    [commit, uidOf],
  );

  const items = useMemo(
    () => [...current.map((entry) => toDoneItem(entry, uidOf(entry))), ...pending],
    [current, pending, uidOf],
  );
  const inFlight = pending.filter((item) => item.status === 'uploading').length;
  return { items, value: current, onListChange, inFlight, latest };
}
