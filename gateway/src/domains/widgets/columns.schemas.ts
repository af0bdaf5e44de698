import { z } from 'zod';
import { envelopeOf } from '../../http/envelope-schema';

const flag = z.union([z.literal(0), z.literal(1)]);

export const columnsQuery = z.object({
  listKey: z.string().min(1).max(64).describe('the list, e.g. goodsTemplate or orderManagement'),
});

/** A dynamic column record: fieldName becomes the label, chooseField the prop. */
export const columnRecord = z
  .object({
    fieldName: z.string().describe('label in the request language'),
    chooseField: z.string(),
    viewFlag: flag.describe('1 shown, 0 hidden'),
    iconFlag: flag.describe('1 fixed on the left'),
    show: z.boolean().optional(),
    sort: z.number().int(),
  })
  .meta({ id: 'ColumnRecord' });

export const columnSaveItem = z.object({
  chooseField: z.string().min(1).max(64),
  viewFlag: flag,
  iconFlag: flag,
  sort: z.number().int().min(0).optional(),
  fieldName: z.string().max(100).optional(),
  show: z.boolean().optional(),
});

export const columnsResponse = envelopeOf(z.array(columnRecord));

export const columnSaveResponse = envelopeOf(z.null());

export type ColumnRecord = z.infer<typeof columnRecord>;

export type ColumnSaveItem = z.infer<typeof columnSaveItem>;
