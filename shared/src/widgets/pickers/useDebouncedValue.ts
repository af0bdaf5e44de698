import { useEffect, useState } from 'react';
import { PICKER_SEARCH_DEBOUNCE_MS } from './constants';

/**
 * The value as it was `delayMs` after its last change: a burst of changes gives one update.
 * @example
 * const [typed, setTyped] = useState('');
 * const key = useDebouncedValue(typed); // follows `typed` 1000 ms after the last keystroke
 */
export function useDebouncedValue<T>(value: T, delayMs: number = PICKER_SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
