import type { GoodsTemplate } from 'shared/widgets';
import type { OrderFormValues } from '../common/orderDraft';

/** The form fields a goods template fills: the goods, the weight, the sizes and the declared value. */
type TemplateFilled = Required<
  Pick<
    OrderFormValues,
    'goodsType' | 'goodsName' | 'weightKg' | 'lengthCm' | 'widthCm' | 'heightCm' | 'declaredValue'
  >
>;

/** A template's 0 (not given) is an empty field of the order, not a size or value of 0. */
const givenOrNull = (value: number) => (value > 0 ? value : null);

/**
 * What a picked goods template puts in the order form. Its goodsType is the order's goods-type code
 * (the gateway stores the code, GET /dict/goodsTypes `code`), which is what the goods type select
 * holds, so it goes in as is. Every field is set, so a second template replaces the first entirely.
 * @example
 * form.setFields(templateFields(template)); // goodsType 'CLOTHING', goodsName 'Kemeja Batik Merah', ...
 */
export function templateFields(
  template: GoodsTemplate,
): { name: keyof TemplateFilled; value: unknown; errors: string[] }[] {
  const values: TemplateFilled = {
    goodsType: template.goodsType,
    goodsName: template.name,
    weightKg: template.weight,
    lengthCm: givenOrNull(template.length),
    widthCm: givenOrNull(template.width),
    heightCm: givenOrNull(template.height),
    declaredValue: template.declaredValue > 0 ? String(template.declaredValue) : '',
  };
  return Object.entries(values).map(([name, value]) => ({
    name: name as keyof TemplateFilled,
    value,
    errors: [],
  }));
}
