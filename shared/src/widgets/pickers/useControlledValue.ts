import { useCallback, useState } from 'react';

/**
 * A widget value that follows `value` when the parent controls it (antd Form or state) and is kept
 * inside otherwise; `setValue` always reports through `onChange`.
 * @example
 * const [value, setValue] = useControlledValue(props.value, props.onChange, null);
 */
export function useControlledValue<T>(
  value: T | undefined,
  onChange: ((next: T) => void) | undefined,
  initial: T,
): [T, (next: T) => void] {
  const [inner, setInner] = useState<T>(initial);
  const controlled = value !== undefined;
  const setValue = useCallback(
    (next: T) => {
      if (!controlled) setInner(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : inner, setValue];
}
