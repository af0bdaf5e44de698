import { z } from 'zod';
import { envelopeOf, pageOf, pageQuery } from '../../http/envelope-schema';
import { orderRejected } from '../orders/order-schemas';
import { ADDRESS_KINDS } from './address-kinds';

const kind = z.enum(ADDRESS_KINDS).describe('SENDER (my sender addresses) or RECEIVER (receiver addresses)');
const text = (max: number) => z.string().max(max).nullish();
const id = z.number().int().positive();

/**
 * The fields of an entry, loosely typed like an order's address: the order rules check them and
 * answer every broken rule at once, translated, with the field named as on an order
 * ('receiver.phone').
 */
const addressFields = {
  name: text(200),
  phone: text(40).describe('Indonesian mobile: 08…, 8…, 628… or +62 8…; stored as 08…'),
  province: text(200),
  city: text(200).describe('City or regency, with or without Kota / Kabupaten'),
  district: text(200),
  districtCode: text(16).describe("District code ('31.73.05'); names given beside it must agree"),
  address: text(1000),
  postalCode: text(20).describe('5 digits, optional'),
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
