import { getTableColumns } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';
import { importRows } from '../../db/schema/imports';
import { feesOf, orderRowOf } from '../orders';
import type { NormalisedAddress, NormalisedOrder } from '../orders/order.rules';
import { copyText, STAGED_COPY_COLUMNS, STAGED_ORDER_COLUMNS, stagedLine } from './import-staged-rows.repo';

describe("a value in COPY's text format", () => {
  it('is \\N for null, ISO for a date, and escapes backslash, tab and line breaks', () => {
    expect(copyText(null)).toBe('\\N');
    expect(copyText(undefined)).toBe('\\N');
    expect(copyText(new Date('2026-11-22T01:02:03.000Z'))).toBe('2026-11-22T01:02:03.000Z');
    expect(copyText(12.5)).toBe('12.5');
    expect(copyText('Jl. Melati\tNo. 1\r\nRT 2 \\ RW 3')).toBe('Jl. Melati\\tNo. 1\\r\\nRT 2 \\\\ RW 3');
    expect(copyText('\\N')).toBe('\\\\N');
    expect(copyText('plain text')).toBe('plain text');
  });
});

const address = (name: string, districtCode: string, districtName: string): NormalisedAddress => ({
  provinceCode: '31',
  provinceName: 'Daerah Khusus Ibukota Jakarta',
  cityCode: '31.73',
  cityName: 'Kota Administrasi Jakarta Barat',
  districtCode,
  districtName,
  name,
  phone: '081210002026',
  address: 'Jl. Panjang No. 12\tBlok C',
  postalCode: null,
});

const ORDER: NormalisedOrder = {
  customerOrderNo: 'SO-1',
  sender: address('PT Nusantara', '31.73.05', 'Kebon Jeruk'),
  receiver: address('Siti', '31.73.06', 'Palmerah'),
  goodsType: 'CLOTHING',
  goodsName: 'Kemeja',
  pieces: 2,
  weightKg: 1.5,
  lengthCm: null,
  widthCm: null,
  heightCm: null,
  volumetricWeightKg: 0,
  chargeableWeightKg: 1.5,
  declaredValue: 100_000,
  codAmount: 0,
  insured: false,
  productType: 'EZ',
  sellerType: null,
  paymentMethod: 'MONTHLY',
  remark: null,
};

const ROW = orderRowOf(ORDER, feesOf(ORDER), {
  customerId: 7,
  createdBy: 3,
  billCode: 'JP0000000001',
  customerOrderNo: 'SO-1',
  importTaskId: 42,
});

describe('a staged row', () => {
  it('holds every column of an imported order, typed as in orders', () => {
    const orderColumns = getTableColumns(orders);
    const stagedColumns = getTableColumns(importRows);
    expect(STAGED_ORDER_COLUMNS.map(([key]) => key).sort()).toEqual(Object.keys(ROW).sort());
    for (const [key, name] of STAGED_ORDER_COLUMNS) {
      expect([key, name]).toEqual([key, orderColumns[key].name]);
      expect([key, stagedColumns[key as keyof typeof stagedColumns].getSQLType()]).toEqual([
        key,
        orderColumns[key].getSQLType(),
      ]);
    }
  });

  it('is one COPY line: task, row, the values in column order (null as \\N, tabs escaped), the scan place', () => {
    const fields = stagedLine(42, 12, ROW).split('\t');
    expect(stagedLine(42, 12, ROW).endsWith('\n')).toBe(true);
    expect(fields).toHaveLength(STAGED_COPY_COLUMNS.split(', ').length);
    const byColumn = Object.fromEntries(STAGED_COPY_COLUMNS.split(', ').map((name, i) => [name, fields[i]]));
    expect(byColumn).toMatchObject({
      task_id: '42',
      row_no: '12',
      customer_id: '7',
      customer_order_no: 'SO-1',
      bill_code: 'JP0000000001',
      sender_address: 'Jl. Panjang No. 12\\tBlok C',
      sender_postal_code: '\\N',
      weight_kg: '1.5',
      length_cm: '\\N',
      status: 'CREATED',
      import_task_id: '42',
      scan_location: 'Jakarta Barat',
      scan_network: 'Jakarta Barat Kebon Jeruk\n',
    });
  });
});
