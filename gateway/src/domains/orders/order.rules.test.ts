// Over 300 lines: the cases of order.rules.ts (phone numbers, region index, order rules, seed orders),
// which keeps every order rule in one place on purpose; the cases follow its sections.
import { loadIndonesianAreas } from '../../db/seed/network-areas';
import { DICTIONARY_SEED } from '../../db/seed/reference-data';
import { islandOf } from '../../lib/regions/islands';
import { GOODS_TYPES } from '../../parcel/order-codes';
import { fieldLabel, issuesSummary, renderIssue } from './order.messages';
import { ORDER_MONEY_LIMITS } from '../../rules/order-money';
import {
  flatFieldOf,
  orderInputFromFlat,
  validateAddress,
  validateFeeDraft,
  validateOrder,
  type OrderInputRecord,
  type OrderIssue,
  type OrderRuleContext,
} from './order.rules';
import { maskPhone, normaliseMobile, toInternational } from '../../lib/phone/phone-numbers';
import { RegionIndex } from '../../lib/regions/region-index';
import { DEMO_ORDERS, OTHER_CUSTOMER_ORDERS } from '../../db/seed/orders-data';

const areas = loadIndonesianAreas();
const regions = new RegionIndex([
  ...areas.provinces.map((area) => ({ ...area, level: 1 })),
  ...areas.regencies.map((area) => ({ ...area, level: 2 })),
  ...areas.districts.map((area) => ({ ...area, level: 3 })),
]);
const context: OrderRuleContext = { regions };

const sender = {
  name: 'PT Nusantara Niaga',
  phone: '081210002026',
  province: 'DKI Jakarta',
  city: 'Jakarta Barat',
  district: 'Kebon Jeruk',
  address: 'Jl. Panjang No. 12',
  postalCode: '11520',
};
const receiver = {
  name: 'Siti Rahmawati',
  phone: '+62 812-3456-7802',
  province: 'Jawa Barat',
  city: 'Kota Bandung',
  district: 'Sukajadi',
  address: 'Jl. Sukajadi No. 57',
};
const valid: OrderInputRecord = {
  customerOrderNo: 'INV-2026-0001',
  sender,
  receiver,
  goodsType: 'clothing',
  goodsName: 'Kemeja batik',
  pieces: 1,
  weightKg: 1.2,
  productType: 'EZ',
  paymentMethod: 'MONTHLY',
};

function issuesOf(input: OrderInputRecord, ctx: OrderRuleContext = context): OrderIssue[] {
  const result = validateOrder(input, ctx);
  return result.ok ? [] : result.issues;
}

function codesOf(input: OrderInputRecord, ctx?: OrderRuleContext): string[] {
  return issuesOf(input, ctx).map((issue) => `${issue.field}:${issue.messageCode}`);
}

describe('phone numbers', () => {
  it('normalises Indonesian mobiles written any usual way to 08…', () => {
    expect(normaliseMobile('+62 812-3456-7801')).toBe('081234567801');
    expect(normaliseMobile('6281234567801')).toBe('081234567801');
    expect(normaliseMobile('81234567801')).toBe('081234567801');
    expect(normaliseMobile('(0812) 3456.7801')).toBe('081234567801');
    expect(toInternational('081234567801')).toBe('+6281234567801');
  });

  it('refuses landlines, too short or too long numbers and letters', () => {
    expect(normaliseMobile('021 5551234')).toBeNull();
    expect(normaliseMobile('0812345')).toBeNull();
    expect(normaliseMobile('08123456789012')).toBeNull();
    expect(normaliseMobile('0812-ABC-4567')).toBeNull();
  });

  it('masks all but the first and last four digits, with four stars whatever the length', () => {
    expect(maskPhone('081234565678')).toBe('0812****5678');
    expect(maskPhone('0812345678')).toBe('0812****5678');
    expect(maskPhone('12345678')).toBe('********');
  });
});

describe('region index', () => {
  it('resolves official names and everyday forms of provinces and cities', () => {
    expect(regions.matchProvinces('DKI Jakarta').map((p) => p.code)).toEqual(['31']);
    expect(regions.matchProvinces('Provinsi Daerah Istimewa Yogyakarta').map((p) => p.code)).toEqual(['34']);
    expect(regions.matchProvinces('sumatra utara').map((p) => p.code)).toEqual(['12']);
    expect(regions.matchCities(['31'], 'Jakarta Barat').map((c) => c.code)).toEqual(['31.73']);
    expect(regions.matchCities(['31'], 'Kota Administrasi Jakarta Barat').map((c) => c.code)).toEqual([
      '31.73',
    ]);
    expect(
      regions
        .matchCities(['32'], 'Bandung')
        .map((c) => c.code)
        .sort(),
    ).toEqual(['32.04', '32.73']);
    expect(regions.matchCities(['32'], 'Kab. Bandung').map((c) => c.code)).toEqual(['32.04']);
    expect(regions.matchCities(['32'], 'Kota Bandung').map((c) => c.code)).toEqual(['32.73']);
  });

  it('describes a district code with its city and province', () => {
    expect(regions.district('31.73.05')).toEqual({
      provinceCode: '31',
      provinceName: 'Daerah Khusus Ibukota Jakarta',
      cityCode: '31.73',
      cityName: 'Kota Administrasi Jakarta Barat',
      districtCode: '31.73.05',
      districtName: 'Kebon Jeruk',
    });
    expect(regions.district('31.73')).toBeUndefined();
  });

  it('searches districts by name start first, then by part, at most the limit', () => {
    const hits = regions.search('KEBON JER', 3, 20);
    expect(hits[0].label).toBe(
      'Daerah Khusus Ibukota Jakarta / Kota Administrasi Jakarta Barat / Kebon Jeruk',
    );
    expect(hits[0].districtCode).toBe('31.73.05');
    const many = regions.search('a', 3, 20);
    expect(many).toHaveLength(20);
    expect(regions.search('31.73.0', 3, 20).map((hit) => hit.districtCode)).toContain('31.73.05');
    expect(regions.search('coblong', 3, 20).map((hit) => hit.districtCode)).toEqual(['32.73.02']);
  });

  it('knows the island group of every province', () => {
    for (const province of areas.provinces) expect(islandOf(province.name)).not.toBeNull();
  });
});

describe('order rules', () => {
  it('accepts a valid order and normalises it', () => {
    const result = validateOrder(valid, context);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.order).toMatchObject({
      customerOrderNo: 'INV-2026-0001',
      goodsType: 'CLOTHING',
      pieces: 1,
      weightKg: 1.2,
      chargeableWeightKg: 1.2,
      volumetricWeightKg: 0,
      productType: 'EZ',
      paymentMethod: 'MONTHLY',
      insured: false,
      sellerType: null,
    });
    expect(result.order.sender).toMatchObject({
      provinceName: 'Daerah Khusus Ibukota Jakarta',
      cityName: 'Kota Administrasi Jakarta Barat',
      districtName: 'Kebon Jeruk',
      districtCode: '31.73.05',
    });
    expect(result.order.receiver).toMatchObject({
      districtCode: '32.73.07',
      phone: '081234567802',
      postalCode: null,
    });
  });

  it('takes a district code instead of names, and checks names given beside it', () => {
    const byCode = validateOrder(
      { ...valid, receiver: { ...receiver, province: '', city: '', district: '', districtCode: '35.78.08' } },
      context,
    );
    expect(byCode.ok && byCode.order.receiver.districtName).toBe('Gubeng');
    expect(codesOf({ ...valid, receiver: { ...receiver, districtCode: '35.78.08' } })).toEqual([
      'receiver.province:order.regionMismatch',
      'receiver.city:order.regionMismatch',
      'receiver.district:order.regionMismatch',
    ]);
    expect(codesOf({ ...valid, receiver: { ...receiver, districtCode: '99.99.99' } })).toEqual([
      'receiver.districtCode:order.districtCodeUnknown',
    ]);
  });

  it('names the field and the place when a region is unknown', () => {
    const [issue] = issuesOf({ ...valid, receiver: { ...receiver, district: 'Atlantis' } });
    expect(issue).toEqual({
      field: 'receiver.district',
      messageCode: 'order.districtUnknown',
      params: { value: 'Atlantis', city: 'Kota Bandung' },
    });
    expect(renderIssue(issue, 'en')).toBe('receiver district: Kota Bandung has no district named "Atlantis"');
    expect(renderIssue(issue, 'id')).toBe(
      'kecamatan penerima: Kota Bandung tidak memiliki kecamatan bernama "Atlantis"',
    );
    expect(renderIssue(issue, 'zh')).toBe('收件人区县：Kota Bandung没有名为“Atlantis”的区县');
    expect(codesOf({ ...valid, sender: { ...sender, province: 'Atlantis' } })).toEqual([
      'sender.province:order.provinceUnknown',
    ]);
    expect(codesOf({ ...valid, sender: { ...sender, city: 'Bandung' } })).toEqual([
      'sender.city:order.cityUnknown',
    ]);
    expect(codesOf({ ...valid, sender: { ...sender, province: undefined, city: '' } })).toEqual([
      'sender.province:order.required',
      'sender.city:order.required',
    ]);
  });

  it('resolves a city name shared by a kota and a kabupaten through the district', () => {
    const result = validateOrder(
      { ...valid, receiver: { ...receiver, city: 'Bandung', district: 'Coblong' } },
      context,
    );
    expect(result.ok && result.order.receiver.cityName).toBe('Kota Bandung');
  });

  it('refuses phones that are not Indonesian mobiles and postal codes that are not 5 digits', () => {
    expect(
      codesOf({ ...valid, receiver: { ...receiver, phone: '021 555 1234', postalCode: '4016' } }),
    ).toEqual(['receiver.phone:order.phoneInvalid', 'receiver.postalCode:order.postalCodeInvalid']);
    expect(codesOf({ ...valid, sender: { ...sender, phone: '' } })).toEqual(['sender.phone:order.required']);
  });

  it('keeps pieces between 1 and 999 and whole', () => {
    expect(codesOf({ ...valid, pieces: 0 })).toEqual(['pieces:order.integerRange']);
    expect(codesOf({ ...valid, pieces: 1000 })).toEqual(['pieces:order.integerRange']);
    expect(codesOf({ ...valid, pieces: 1.5 })).toEqual(['pieces:order.integerRange']);
    expect(codesOf({ ...valid, pieces: 999 })).toEqual([]);
    const defaulted = validateOrder({ ...valid, pieces: undefined }, context);
    expect(defaulted.ok && defaulted.order.pieces).toBe(1);
  });

  it('limits weight to 500 kg, and to 5000 kg for CARGO', () => {
    expect(codesOf({ ...valid, weightKg: 0 })).toEqual(['weightKg:order.weightRange']);
    expect(codesOf({ ...valid, weightKg: 500 })).toEqual([]);
    expect(issuesOf({ ...valid, weightKg: 500.5 })[0].params).toEqual({ max: 500, productType: 'EZ' });
    expect(codesOf({ ...valid, weightKg: 5000, productType: 'CARGO' })).toEqual([]);
    expect(codesOf({ ...valid, weightKg: 5001, productType: 'CARGO' })).toEqual([
      'weightKg:order.weightRange',
    ]);
    expect(codesOf({ ...valid, weightKg: undefined })).toEqual(['weightKg:order.required']);
    expect(codesOf({ ...valid, weightKg: 'heavy' })).toEqual(['weightKg:order.notANumber']);
  });

  it('reads numbers and flags from spreadsheet text', () => {
    const result = validateOrder(
      { ...valid, weightKg: '2.5', pieces: '2', declaredValue: '450000', insured: 'Y', codAmount: '100000' },
      context,
    );
    expect(result.ok && result.order).toMatchObject({
      weightKg: 2.5,
      pieces: 2,
      declaredValue: 450000,
      insured: true,
    });
    expect(codesOf({ ...valid, insured: 'maybe', declaredValue: 1 })).toEqual(['insured:order.flagInvalid']);
  });

  it('computes volumetric and chargeable weight from all three sizes, or none', () => {
    const result = validateOrder({ ...valid, lengthCm: 40, widthCm: 30, heightCm: 30 }, context);
    expect(result.ok && result.order).toMatchObject({ volumetricWeightKg: 6, chargeableWeightKg: 6 });
    expect(codesOf({ ...valid, lengthCm: 40, widthCm: 30 })).toEqual(['heightCm:order.dimensionsIncomplete']);
    expect(codesOf({ ...valid, lengthCm: -1, widthCm: 30, heightCm: 30 })).toEqual([
      'lengthCm:order.dimensionRange',
    ]);
  });

  it('refuses COD above a declared value, and COD with receiver pays', () => {
    expect(codesOf({ ...valid, declaredValue: 100000, codAmount: 100001 })).toEqual([
      'codAmount:order.codOverDeclared',
    ]);
    expect(codesOf({ ...valid, declaredValue: 100000, codAmount: 100000 })).toEqual([]);
    expect(codesOf({ ...valid, declaredValue: 0, codAmount: 50000 })).toEqual([]);
    expect(codesOf({ ...valid, codAmount: 50000, paymentMethod: 'RECEIVER_PAY' })).toEqual([
      'paymentMethod:order.codPaymentMethod',
    ]);
    expect(codesOf({ ...valid, codAmount: 50000, paymentMethod: 'SENDER_PAY' })).toEqual([]);
    expect(codesOf({ ...valid, codAmount: -1 })).toEqual(['codAmount:order.amountRange']);
    expect(codesOf({ ...valid, declaredValue: -5 })).toEqual(['declaredValue:order.amountRange']);
  });

  it('takes whole rupiah only, and caps the COD amount at the data cap (Rp 5,000,000)', () => {
    expect(ORDER_MONEY_LIMITS.codAmountMax).toBe(5_000_000);
    expect(codesOf({ ...valid, codAmount: 0.5 })).toEqual(['codAmount:order.amountWhole']);
    expect(codesOf({ ...valid, codAmount: '1000.25' })).toEqual(['codAmount:order.amountWhole']);
    expect(codesOf({ ...valid, declaredValue: 150000.5 })).toEqual(['declaredValue:order.amountWhole']);
    expect(codesOf({ ...valid, codAmount: 5_000_001 })).toEqual(['codAmount:order.amountRange']);
    expect(issuesOf({ ...valid, codAmount: 5_000_001 })[0].params).toEqual({ max: 5_000_000 });
    expect(codesOf({ ...valid, codAmount: 5_000_000 })).toEqual([]);
    expect(codesOf({ ...valid, declaredValue: 6_000_000 })).toEqual([]);
    const ok = validateOrder({ ...valid, codAmount: '5000000', declaredValue: 6_000_000 }, { regions });
    expect(ok.ok && [ok.order.codAmount, ok.order.declaredValue]).toEqual([5_000_000, 6_000_000]);
    const [half] = issuesOf({ ...valid, codAmount: 0.5 });
    expect(renderIssue(half, 'en')).toBe('COD amount "0.5" must be whole rupiah (no cents)');
    expect(renderIssue(half, 'id')).toBe('nilai COD "0.5" harus rupiah bulat (tanpa sen)');
    const [over] = issuesOf({ ...valid, codAmount: 5_000_001 });
    expect(renderIssue(over, 'en')).toBe('COD amount must be from 0 to 5000000');
    // the fee inquiry checks the same money rules
    const draft = validateFeeDraft({ ...valid, codAmount: 0.5 }, { regions });
    expect(draft.ok ? [] : draft.issues.map((issue) => issue.messageCode)).toEqual(['order.amountWhole']);
  });

  it("applies the shipper's terms: payment methods and COD", () => {
    const terms = { paymentMethods: ['SENDER_PAY', 'RECEIVER_PAY'] as const, codAllowed: false };
    const withTerms = { regions, terms: { ...terms, paymentMethods: [...terms.paymentMethods] } };
    expect(codesOf({ ...valid, paymentMethod: 'MONTHLY' }, withTerms)).toEqual([
      'paymentMethod:order.paymentMethodNotAllowed',
    ]);
    expect(codesOf({ ...valid, paymentMethod: 'SENDER_PAY', codAmount: 1000 }, withTerms)).toEqual([
      'codAmount:order.codNotAllowed',
    ]);
    const defaulted = validateOrder({ ...valid, paymentMethod: undefined }, withTerms);
    expect(defaulted.ok && defaulted.order.paymentMethod).toBe('SENDER_PAY');
  });

  it('needs a declared value to insure', () => {
    expect(codesOf({ ...valid, insured: true })).toEqual(['declaredValue:order.insuredNeedsValue']);
    expect(codesOf({ ...valid, insured: true, declaredValue: 1000 })).toEqual([]);
  });

  it('knows the codes of goods, products, sellers and payment methods', () => {
    expect(
      codesOf({
        ...valid,
        goodsType: 'WEAPONS',
        productType: 'ROCKET',
        sellerType: 'X',
        paymentMethod: 'CASH',
      }),
    ).toEqual([
      'goodsType:order.unknownCode',
      'productType:order.unknownCode',
      'sellerType:order.unknownCode',
      'paymentMethod:order.unknownCode',
    ]);
    expect(GOODS_TYPES).toEqual(DICTIONARY_SEED.goodsType.map((item) => item.code));
  });

  it('does not offer SUPER to Papua', () => {
    const toPapua = { ...receiver, province: 'Papua', city: 'Kota Jayapura', district: 'Jayapura Utara' };
    expect(codesOf({ ...valid, receiver: toPapua, productType: 'SUPER' })).toEqual([
      'productType:freight.unavailable.remoteArea',
    ]);
    expect(codesOf({ ...valid, receiver: toPapua, productType: 'EZ' })).toEqual([]);
  });

  it('checks the order number, remark and text lengths', () => {
    expect(codesOf({ ...valid, customerOrderNo: 'INV 1' })).toEqual([
      'customerOrderNo:order.customerOrderNoInvalid',
    ]);
    expect(codesOf({ ...valid, customerOrderNo: 'X'.repeat(65) })).toEqual(['customerOrderNo:order.tooLong']);
    expect(codesOf({ ...valid, remark: 'r'.repeat(256) })).toEqual(['remark:order.tooLong']);
    expect(codesOf({ ...valid, remark: 'r'.repeat(255) })).toEqual([]);
    const numbered = validateOrder({ ...valid, customerOrderNo: '  ' }, context);
    expect(numbered.ok && numbered.order.customerOrderNo).toBeNull();
  });

  it('reports every broken rule at once, and a summary for the toast', () => {
    const issues = issuesOf({});
    expect(issues.map((issue) => issue.field)).toEqual(
      expect.arrayContaining(['sender.name', 'receiver.phone', 'goodsType', 'goodsName', 'weightKg']),
    );
    expect(issuesSummary(issues, 'en')).toMatch(
      /^the order is not valid: sender name is required \(and \d+ more\)$/,
    );
    expect(fieldLabel('receiver.city', 'id')).toBe('kota/kabupaten penerima');
  });

  it('checks the fee-relevant part of a draft without names or goods', () => {
    const draft = validateFeeDraft(
      { sender: { districtCode: '31.73.05' }, receiver: { districtCode: '32.73.02' }, weightKg: 2 },
      context,
    );
    expect(draft.ok && draft.draft).toMatchObject({ productType: 'EZ', weightKg: 2, insured: false });
    const bad = validateFeeDraft(
      { sender: { districtCode: '31.73.05' }, receiver: {}, weightKg: 2 },
      context,
    );
    expect(bad.ok ? [] : bad.issues.map((issue) => issue.field)).toEqual([
      'receiver.province',
      'receiver.city',
      'receiver.district',
    ]);
  });

  it('validates one address on its own', () => {
    expect(validateAddress('receiver', receiver, regions).ok).toBe(true);
    const bad = validateAddress('receiver', { ...receiver, phone: '12' }, regions);
    expect(bad.ok ? [] : bad.issues.map((issue) => issue.messageCode)).toEqual(['order.phoneInvalid']);
  });

  it('answers an address seen before (an import repeats its sender) exactly as the first time, sharing nothing', () => {
    const badSender = { ...sender, phone: '0211234567', district: 'Kebon Jerukk' };
    const first = issuesOf({ ...valid, sender: badSender });
    const again = issuesOf({ ...valid, sender: { ...badSender } });
    expect(first.map((issue) => issue.field)).toEqual(['sender.phone', 'sender.district']);
    expect(again).toEqual(first);
    expect(again[0]).not.toBe(first[0]);
    expect(again[0].params).not.toBe(first[0].params);

    const one = validateOrder(valid, context);
    const two = validateOrder({ ...valid, sender: { ...sender } }, context);
    if (!one.ok || !two.ok) throw new Error('the valid order was refused');
    expect(two).toEqual(one);
    expect(two.order.sender).not.toBe(one.order.sender);
    one.order.sender.districtName = 'changed by a caller';
    const three = validateOrder(valid, context);
    expect(three.ok && three.order.sender.districtName).toBe('Kebon Jeruk');
    // Another receiver in the same district: its own name and phone, the same district.
    const other = validateOrder(
      { ...valid, receiver: { ...receiver, name: 'Budi', phone: '081299990000' } },
      context,
    );
    if (!other.ok) throw new Error('the other receiver was refused');
    expect(other.order.receiver).toMatchObject({
      name: 'Budi',
      phone: '081299990000',
      districtCode: one.order.receiver.districtCode,
    });
  });

  it('reads a flat import row and names issues by its columns', () => {
    const input = orderInputFromFlat({
      senderName: sender.name,
      senderPhone: sender.phone,
      senderProvince: sender.province,
      senderCity: sender.city,
      senderDistrict: sender.district,
      senderAddress: sender.address,
      receiverName: receiver.name,
      receiverPhone: '81234567802',
      receiverProvince: 'Jawa Barat',
      receiverCity: 'Kota Bandung',
      receiverDistrict: 'Nowhere',
      receiverAddress: receiver.address,
      goodsType: 'FOOD',
      goodsName: 'Keripik',
      weightKg: 1,
    });
    const issues = issuesOf(input);
    expect(issues.map((issue) => flatFieldOf(issue.field))).toEqual(['receiverDistrict']);
  });
});

describe('seed orders', () => {
  it('use official region names that resolve to their district codes', () => {
    for (const order of [...DEMO_ORDERS, ...OTHER_CUSTOMER_ORDERS]) {
      for (const address of [order.sender, order.receiver]) {
        const found = regions.district(address.districtCode);
        expect(found).toMatchObject({
          provinceName: address.province,
          cityName: address.city,
          districtName: address.district,
        });
      }
    }
  });

  it('pass the order rules (so the demo data is data the portal could have created)', () => {
    for (const order of [...DEMO_ORDERS, ...OTHER_CUSTOMER_ORDERS]) {
      const [lengthCm, widthCm, heightCm] = order.dimensionsCm ?? [];
      expect(
        codesOf({
          ...order,
          lengthCm,
          widthCm,
          heightCm,
          sender: { ...order.sender, districtCode: order.sender.districtCode },
          receiver: order.receiver,
        }),
      ).toEqual([]);
    }
  });
});
