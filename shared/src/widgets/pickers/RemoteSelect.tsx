import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { DictSelect, type DictSelectValue } from './DictSelect';
import { fetchDictionary, substituteKey, type DictionaryItem, type DictionaryRequest } from './dictionary';
import { useDebouncedValue } from './useDebouncedValue';

export interface RemoteSelectProps extends DictionaryRequest {
  /** Options url; `{{key}}` takes the search text (e.g. '/customer-api/network/search?key={{key}}'). */
  url: string;
  value?: DictSelectValue;
  onChange?(value: DictSelectValue, items: DictionaryItem[]): void;
  multiple?: boolean;
  multipleLimit?: number;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  style?: CSSProperties;
}

/**
 * A select whose options come from a configured url (spec §7 remote select): the search text goes
 * into `{{key}}` 1000 ms after the last keystroke, with the configured method (GET or POST) and
 * query; the answer may be a list or a page, read through `props`.
 * @example
 * <RemoteSelect
 *   url="/customer-api/network/search?current=1&size=10&key={{key}}"
 *   props={{ label: 'name', value: 'id' }}
 *   value={networkId}
 *   onChange={setNetworkId}
 * />;
 */
export function RemoteSelect({
  url,
  method,
  query,
  props,
  value,
  onChange,
  multiple,
  multipleLimit,
  placeholder,
  disabled,
  id,
  style,
}: RemoteSelectProps) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const key = useDebouncedValue(typed.trim());
  const [options, setOptions] = useState<DictionaryItem[]>([]);
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<DictionaryItem[]>([]);
  const loadedFor = useRef<string | null>(null);
  const request = JSON.stringify({ url, key, method, query, props });

  useEffect(() => {
    if (!open || loadedFor.current === request) return;
    loadedFor.current = request;
    let live = true;
    setLoading(true);
    const {
      url: dicUrl,
      key: searchKey,
      ...rest
    } = JSON.parse(request) as DictionaryRequest & { url: string; key: string };
    fetchDictionary(substituteKey(dicUrl, searchKey), rest)
      .then((items) => live && setOptions(items))
      .catch(() => {
        loadedFor.current = null; // the http client has shown the server msg; a later open retries
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [open, request]);

  // Chosen items stay labelled when a later search no longer offers them.
  const dicData = useMemo(
    () => [...options, ...chosen.filter((item) => !options.some((option) => option.value === item.value))],
    [options, chosen],
  );

  return (
    <DictSelect
      id={id}
      style={style}
      dicData={dicData}
      value={value}
      onChange={(next, items) => {
        setChosen(items);
        setTyped('');
        onChange?.(next, items);
      }}
      multiple={multiple}
      multipleLimit={multipleLimit}
      onSearch={setTyped}
      searchValue={typed}
      onOpenChange={setOpen}
      loading={loading || typed.trim() !== key}
      placeholder={placeholder}
      disabled={disabled}
    />
  );
}
