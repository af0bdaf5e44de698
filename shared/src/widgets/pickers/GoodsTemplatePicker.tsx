import { useCallback, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import type { Page, PageQuery } from '../paging';
import { DictSelect } from './DictSelect';
import type { DictionaryItem } from './dictionary';
import { fetchGoodsTemplates, goodsTemplateLabel, type GoodsTemplate } from './goodsTemplateApi';
import { useGoodsTypeLabels } from './useGoodsTypeLabels';
import { useSearchPages } from './useSearchPages';
import './texts';

/** Templates switched on (isEnable 1): the only ones a new order may start from. */
const ENABLED = 1;

export interface GoodsTemplatePickerProps {
  /** The picked template, whole: its goodsType is the order's goods-type code, ready for an order. */
  onPick(template: GoodsTemplate): void;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  style?: CSSProperties;
}

/**
 * Picks one of the caller's goods templates: a searchable paged list of the switched-on templates
 * (name searched 1000 ms after the last keystroke, next page at the end of the list), each read as
 * name, translated goods type and weight. Picking hands the template to `onPick`; the picker keeps
 * showing it until cleared or another is picked.
 * @example
 * <GoodsTemplatePicker onPick={(template) => form.setFieldsValue({ goodsType: template.goodsType })} />;
 */
export function GoodsTemplatePicker({ onPick, disabled, placeholder, id, style }: GoodsTemplatePickerProps) {
  const { t } = useTranslation('shared', { i18n });
  const typeLabels = useGoodsTypeLabels();
  const [picked, setPicked] = useState<GoodsTemplate | null>(null);

  const loadPage = useCallback(
    (query: PageQuery, key: string): Promise<Page<GoodsTemplate>> =>
      fetchGoodsTemplates({ ...query, isEnable: ENABLED, ...(key ? { name: key } : {}) }),
    [],
  );
  const search = useSearchPages(loadPage);
  const { list } = search;

  const records = useMemo(
    () =>
      picked && !list.records.some((row) => row.id === picked.id) ? [...list.records, picked] : list.records,
    [list.records, picked],
  );
  const dicData: DictionaryItem[] = useMemo(
    () => records.map((row) => ({ value: row.id, label: goodsTemplateLabel(row, typeLabels) })),
    [records, typeLabels],
  );

  return (
    <DictSelect
      id={id}
      style={style}
      dicData={dicData}
      value={picked?.id ?? null}
      onChange={(next) => {
        const template = records.find((row) => row.id === next) ?? null;
        setPicked(template);
        search.close();
        if (template) onPick(template);
      }}
      onSearch={search.onSearch}
      searchValue={search.typed}
      onOpenChange={search.onOpenChange}
      onPopupScroll={list.onPopupScroll}
      virtual={false}
      loading={search.waiting}
      disabled={disabled}
      placeholder={placeholder ?? t('pickers.goodsTemplatePlaceholder')}
    />
  );
}
