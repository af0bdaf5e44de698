import { z } from 'zod';
import { envelopeOf, pageOf, pageQuery } from '../../http/envelope-schema';
import { orderAddressInput, orderRejected } from '../orders/order.schemas';
import { ADDRESS_KINDS } from './address-book-kinds.rules';

const kind = z.enum(ADDRESS_KINDS).describe('SENDER (my sender addresses) or RECEIVER (receiver addresses)');
const id = z.number().int().positive();

/**
 * The fields of an entry: an order's address (the order rules check them and answer every broken
 * rule at once, translated, with the field named as on an order, 'receiver.phone') and whether it
 * is the default of its book.
 */
const addressFields = {
  ...orderAddressInput.shape,
  isDefault: z
    .boolean()
    .nullish()
    .describe('Make it the default of its book (the previous default stops being one)'),
};

export const addressBookPageBody = pageQuery.extend({
  kind,
  keyword: z
    .string()
    .max(100)
    .nullish()
    .transform((value) => value?.trim() || undefined)
    .describe('Part of the name, phone (any form: 0812…, +62 812…) or street address; any case'),
});

export const addressBookKindBody = z.object({ kind });
export const addressBookSaveBody = z.object({ kind, ...addressFields }).meta({ id: 'AddressBookSave' });
export const addressBookUpdateBody = z.object({ id, ...addressFields }).meta({ id: 'AddressBookUpdate' });
export const addressBookIdBody = z.object({ id });

export const addressBookEntry = z
  .object({
    id: z.number().int(),
    kind,
    name: z.string(),
    phone: z.string().describe('National form 08…'),
    province: z.string().describe('Official name'),
    city: z.string().describe('Official name'),
    district: z.string().describe('Official name'),
    districtCode: z.string(),
    address: z.string(),
    postalCode: z.string().nullable(),
    isDefault: z.boolean(),
    updatedAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'AddressBookEntry' });

export const addressBookSaved = addressBookEntry
  .extend({
    duplicate: z
      .boolean()
      .describe('True when the book already held this address: that entry is answered, none added'),
  })
  .meta({ id: 'AddressBookSaved' });

export const addressBookPageResponse = envelopeOf(pageOf(addressBookEntry));
export const addressBookDefaultResponse = envelopeOf(
  addressBookEntry.nullable().describe('Null when the book has no default'),
);
export const addressBookSaveResponse = envelopeOf(z.union([addressBookSaved, orderRejected]));
export const addressBookUpdateResponse = envelopeOf(z.union([addressBookEntry, orderRejected]));
export const addressBookEntryResponse = envelopeOf(addressBookEntry);
export const addressBookDeleteResponse = envelopeOf(z.null());

export type AddressBookEntry = z.infer<typeof addressBookEntry>;
export type AddressBookFields = Omit<z.infer<typeof addressBookSaveBody>, 'kind'>;

export const addressBookExportBody = z.object({
  kind,
  keyword: z
    .string()
    .max(100)
    .nullish()
    .transform((value) => value?.trim() || undefined)
    .describe('The list search: part of the name, phone or street address'),
});
export const addressBookKindQuery = z.object({ kind });
export const addressBookIdQuery = z.object({ id: z.coerce.number().int().positive() });
export const addressBookDeleteAllResponse = envelopeOf(z.object({ deleted: z.number().int() }));
export const addressBookShowNumResponse = envelopeOf(z.object({ id: z.number().int(), phone: z.string() }));
export const addressBookImportResponse = envelopeOf(
  z.object({
    total: z.number().int().describe('Data rows read (empty rows left out)'),
    imported: z.number().int(),
    duplicates: z.number().int().describe('Rows the book (or the file above them) already held'),
    errors: z
      .array(
        z.object({
          rowNo: z.number().int().describe('The row in the sheet (the header is row 1)'),
          messages: z.array(z.string()).describe('Every broken rule of the row, translated'),
        }),
      )
      .describe('The rows refused; nothing of them was saved'),
  }),
);
