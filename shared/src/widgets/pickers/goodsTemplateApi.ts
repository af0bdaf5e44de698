import type { ApiData, ApiQuery } from '../../api/types';
import { get } from '../../http/request';
import { fetchDictionary } from './dictionary';

/** The caller's goods templates, a page (GET, `name` searches, `isEnable` 1 leaves switched-off ones out). */
export const GOODS_TEMPLATE_PAGE_URL = '/customer-api/goodsTemplate/page';
/** The goods types, labelled in the request language; a template holds their `code`. */
export const GOODS_TYPE_DICT_URL = '/customer-api/dict/goodsTypes';

/** A goods template as the gateway answers it: `goodsType` is the order's goods-type code. */
export type GoodsTemplate = ApiData<typeof GOODS_TEMPLATE_PAGE_URL, 'get'>['records'][number];
export type GoodsTemplatePageQuery = ApiQuery<typeof GOODS_TEMPLATE_PAGE_URL>;
export type GoodsTypeCode = GoodsTemplate['goodsType'];

/**
 * The goods types' labels by code (what templates and orders hold), in the portal language.
 * @example
 * const labels = await fetchGoodsTypeLabels(); // Map { 'CLOTHING' => 'Pakaian', ... }
 */
export async function fetchGoodsTypeLabels(): Promise<Map<string, string>> {
  const items = await fetchDictionary(GOODS_TYPE_DICT_URL, { props: { value: 'code', label: 'label' } });
  return new Map(items.map((item) => [String(item.value), item.label]));
}

/** A page of the caller's goods templates. */
export function fetchGoodsTemplates(query: GoodsTemplatePageQuery) {
  return get<ApiData<typeof GOODS_TEMPLATE_PAGE_URL, 'get'>>(GOODS_TEMPLATE_PAGE_URL, query);
}

/**
 * How a template reads in a list: its name, the goods type's label (the code while labels load or
 * for a code the dictionary lacks) and its weight.
 * @example
 * goodsTemplateLabel(template, labels); // 'Kemeja Batik Merah · Pakaian · 0.4 kg'
 */
export function goodsTemplateLabel(
  template: Pick<GoodsTemplate, 'name' | 'goodsType' | 'weight'>,
  typeLabels: ReadonlyMap<string, string>,
): string {
  return `${template.name} · ${typeLabels.get(template.goodsType) ?? template.goodsType} · ${template.weight} kg`;
}
