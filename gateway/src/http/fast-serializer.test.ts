import { z } from 'zod';
import { managePageResponse, waybillPageResponse } from '../domains/orders/order-manage.schemas';
import { compileSerializer, serializerSchemaOf } from './fast-serializer';

/** What the zod serializer (fastify-type-provider-zod) writes: the encoded value, stringified. */
const zodWrites = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

const record = {
  id: 42,
  billCode: 'JP1000000017',
  customerOrderNo: 'SO-"quoted"\\back\nline',
  status: 'DELIVERED',
  statusLabel: '已签收',
  latestScanTime: '2026-01-02T03:04:05.678Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  createTime: '2026-01-01 07:00:00',
  senderName: 'Toko Émile \u2028 séparateur',
  senderPhone: '0812****5678',
  senderProvince: 'DKI JAKARTA',
  senderCity: 'JAKARTA SELATAN',
  senderDistrict: 'KEBAYORAN BARU',
  senderDistrictCode: '317405',
  receiverName: 'Budi </script>',
  receiverPhone: '0813****1234',
  receiverProvince: 'JAWA BARAT',
  receiverCity: 'BANDUNG',
  receiverDistrict: 'COBLONG',
  receiverDistrictCode: '327311',
  receiverAddress: 'Jl. Dago No. 1 \u0000\u001f',
  receiverPostalCode: '40135',
  goodsType: 'PARCEL',
  goodsName: '衣服 pakaian',
  pieces: 2,
  weightKg: 1.25,
  weight: 1.25,
  lengthCm: 30.5,
  widthCm: 20,
  heightCm: 10,
  chargeableWeightKg: 1.5,
  productType: 'EZ',
  productTypeName: 'Standard',
  paymentMethod: 'PP_PM',
  paymentMethodName: 'Prepaid',
  codAmount: 0,
  declaredValue: 150000.5,
  freightFee: 18000,
  insuranceFee: 0.1,
  codFee: 1e21,
  totalFee: -0,
  couponCode: 'CPDEMO000008',
  couponDiscount: 5000,
  remark: 'fragile',
  signer: 'Budi',
  signedAt: '2026-01-03T10:00:00.000Z',
  printCount: 3,
  importTaskId: 7,
};
const nulls = {
  ...record,
  receiverDistrictCode: null,
  senderDistrictCode: null,
  lengthCm: null,
  widthCm: null,
  heightCm: null,
  receiverPostalCode: null,
  remark: null,
  couponCode: null,
  signer: null,
  signedAt: null,
  importTaskId: null,
};
const page = (records: unknown[]) => ({
  code: 1,
  msg: 'success',
  data: { current: 1, size: 20, total: 1_000_000, pages: 50_000, records },
});

describe('compiled response serializer', () => {
  const manage = compileSerializer(managePageResponse);

  it('writes exactly what the zod serializer writes for the order page', () => {
    for (const data of [page([record, nulls]), page([]), { code: 500, msg: 'nope', data: null }]) {
      expect(manage(data)).toBe(zodWrites(managePageResponse, data));
    }
  });

  it('writes the waybill page as the zod serializer does', () => {
    const waybill = {
      id: 1,
      billCode: 'JP1',
      customerOrderNo: 'SO-1',
      receiverName: 'Siti',
      receiverPhone: '0812****0000',
      receiverCity: 'BANDUNG',
      receiverDistrict: 'COBLONG',
      status: 'CREATED',
      statusLabel: 'Created',
      productType: 'EZ',
      productTypeName: 'EZ standard',
      weightKg: 0.5,
      weight: 0.5,
      chargeableWeightKg: 1,
      codAmount: 25000,
      printCount: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      createTime: '2026-01-01 07:00:00',
    };
    const data = page([waybill]);
    expect(compileSerializer(waybillPageResponse)(data)).toBe(zodWrites(waybillPageResponse, data));
  });

  it('drops keys the schema does not list, as zod strips them', () => {
    const data = { ...page([{ ...record, passwordHash: 'secret' }]), extra: true };
    const written = manage(data);
    expect(written).not.toContain('secret');
    expect(written).toBe(zodWrites(managePageResponse, data));
  });

  it('refuses a record without a required key (an HTTP 500, as zod would)', () => {
    const { billCode: _billCode, ...withoutBillCode } = record;
    expect(() => manage(page([withoutBillCode]))).toThrow(/billCode/);
    expect(() => zodWrites(managePageResponse, page([withoutBillCode]))).toThrow();
  });

  it('compiles nullable fields without anyOf and inlines the record schema', () => {
    const text = JSON.stringify(serializerSchemaOf(managePageResponse));
    expect(text).not.toContain('anyOf');
    expect(text).not.toContain('$ref');
    expect(text).toContain('"nullable":true');
  });

  it('refuses a schema JSON Schema cannot express', () => {
    expect(() => compileSerializer(z.object({ at: z.date() }))).toThrow();
  });
});
