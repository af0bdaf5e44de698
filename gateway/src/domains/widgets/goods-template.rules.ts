import { z } from 'zod';
import { BizError } from '../../http/envelope';
import { GOODS_TYPES, type GoodsType } from '../../parcel/order-codes';
import { goodsTemplateSaveBody } from './goods-template.schemas';

/** Whether a text is one of the order's goods-type codes, the only thing a template's goodsType holds. */
export function isGoodsType(value: string): value is GoodsType {
  return (GOODS_TYPES as readonly string[]).includes(value);
}

/** The body's goods-type code; anything else (a dictionary value such as '2' too) is refused, translated. */
export function goodsTypeOf(body: z.infer<typeof goodsTemplateSaveBody>): GoodsType {
  if (!isGoodsType(body.goodsType))
    throw new BizError('goods.unknownGoodsType', {
      goodsType: body.goodsType,
      codes: GOODS_TYPES.join(', '),
    });
  return body.goodsType;
}
