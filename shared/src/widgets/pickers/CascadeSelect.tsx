import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { DictSelect } from './DictSelect';
import {
  fetchDictionary,
  KEY_PLACEHOLDER,
  substituteKey,
  type DictionaryItem,
  type DictionaryRequest,
  type DictionaryValue,
} from './dictionary';

export interface CascadeSelectProps extends DictionaryRequest {
  /** Options url; `{{key}}` takes the parent's value. Without `{{key}}` the select is a root level. */
  dicUrl: string;
  /** The value of the parent select; a change reloads the options and auto-selects a default. */
  parentValue?: DictionaryValue | null;
  /** The child chosen after a parent change: this value when offered, otherwise the first option. */
  defaultValue?: DictionaryValue;
  /** Auto-select a default after a load (default: on every level but a root). */
  autoSelect?: boolean;
  value?: DictionaryValue | null;
  onChange?(value: DictionaryValue | null, item?: DictionaryItem): void;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  style?: CSSProperties;
}

/**
 * One level of cascading selects (spec §4, §7): loads its options from `dicUrl` with the parent's
 * value substituted; when the parent changes it reloads and chooses a default child (the configured
 * `defaultValue` if offered, else the first option). An empty parent empties the child.
 * @example
 * <CascadeSelect dicUrl="/customer-api/region/list" value={province} onChange={setProvince} />
 * <CascadeSelect dicUrl="/customer-api/region/list?parentCode={{key}}" parentValue={province} value={regency} onChange={setRegency} />
 */
export function CascadeSelect({
  dicUrl,
  parentValue,
  defaultValue,
  autoSelect,
  value,
  onChange,
  method,
  query,
  props,
  placeholder,
  disabled,
  id,
  style,
}: CascadeSelectProps) {
  const root = !dicUrl.includes(KEY_PLACEHOLDER);
  const [options, setOptions] = useState<DictionaryItem[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef({ value, onChange, defaultValue, autoSelect: autoSelect ?? !root });
  latest.current = { value, onChange, defaultValue, autoSelect: autoSelect ?? !root };
  const previousParent = useRef<DictionaryValue | null | undefined>(undefined);
  const request = JSON.stringify({ method, query, props });

  useEffect(() => {
    const parentChanged = previousParent.current !== undefined && previousParent.current !== parentValue;
    previousParent.current = parentValue;
    const noParent = !root && (parentValue === null || parentValue === undefined || parentValue === '');
    if (noParent) {
      setOptions([]);
      if (latest.current.value !== null && latest.current.value !== undefined)
        latest.current.onChange?.(null);
      return;
    }
    let live = true;
    setLoading(true);
    fetchDictionary(substituteKey(dicUrl, parentValue), JSON.parse(request) as DictionaryRequest)
      .then((items) => {
        if (!live) return;
        setOptions(items);
        const current = latest.current;
        const stillOffered = items.some((item) => item.value === current.value);
        if (!current.autoSelect || (stillOffered && !parentChanged)) return;
        const choice = items.find((item) => item.value === current.defaultValue) ?? items[0];
        if (choice?.value !== current.value) current.onChange?.(choice?.value ?? null, choice);
      })
      .catch(() => live && setOptions([])) // the http client has shown the server msg
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [dicUrl, parentValue, root, request]);

  return (
    <DictSelect
      id={id}
      style={style}
      dicData={options}
      loading={loading}
      value={value ?? null}
      onChange={(next, items) => onChange?.(next as DictionaryValue | null, items[0])}
      placeholder={placeholder}
      disabled={disabled}
    />
  );
}
