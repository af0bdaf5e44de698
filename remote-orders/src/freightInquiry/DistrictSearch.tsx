import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DictSelect,
  PICKER_SEARCH_DEBOUNCE_MS,
  useDebouncedValue,
  type DictionaryItem,
} from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { searchDistricts } from './api';
import './texts';

/** How long the typing settles before the search (every picker's; tests shorten it). */
export const districtSearch = { debounceMs: PICKER_SEARCH_DEBOUNCE_MS };

export interface DistrictSearchProps {
  /** The chosen district code. */
  value?: string | null;
  onChange?(value: string | null): void;
  id?: string;
  placeholder?: string;
}

/**
 * A district found by typing part of its name or code (GET /address/search, debounced like every
 * picker search); options read 'province / city / district'.
 */
export function DistrictSearch({ value, onChange, id, placeholder }: DistrictSearchProps) {
  const { t } = useTranslation(NAMESPACE);
  const [text, setText] = useState('');
  const key = useDebouncedValue(text.trim(), districtSearch.debounceMs);
  const [found, setFound] = useState<DictionaryItem[]>([]);
  const [chosen, setChosen] = useState<DictionaryItem | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!key) return;
    let live = true;
    setLoading(true);
    searchDistricts(key)
      .then((hits) => live && setFound(hits.map((hit) => ({ value: hit.value, label: hit.label }))))
      .catch(() => live && setFound([]))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [key]);

  const options = chosen && !found.some((item) => item.value === chosen.value) ? [chosen, ...found] : found;
  return (
    <DictSelect
      id={id}
      style={{ width: '100%' }}
      dicData={options}
      value={value ?? null}
      onSearch={setText}
      searchValue={text}
      loading={loading}
      placeholder={placeholder ?? t('freightInquiry.searchPlaceholder')}
      notFoundContent={key ? undefined : t('freightInquiry.typeToSearch')}
      onChange={(next, items) => {
        setChosen(items[0] ?? null);
        setText('');
        onChange?.((next as string | null) ?? null);
      }}
    />
  );
}
