// Test-only: the regions the cascades offer in tests, answered as GET /region/list would.
import type { GatewayQuery, GatewayRoutes } from 'shared/testing';
import { REGION_ROOT_URL } from '../regions';

/** Children by parent code ('' is the provinces). */
export const REGIONS: Record<string, { value: string; label: string }[]> = {
  '': [
    { value: '31', label: 'DKI Jakarta' },
    { value: '32', label: 'Jawa Barat' },
  ],
  '31': [{ value: '31.73', label: 'Kota Jakarta Barat' }],
  '31.73': [{ value: '31.73.05', label: 'Kebon Jeruk' }],
  '32': [{ value: '32.73', label: 'Kota Bandung' }],
  '32.73': [
    { value: '32.73.01', label: 'Sukasari' },
    { value: '32.73.02', label: 'Sukajadi' },
  ],
};

const regionList = (query: GatewayQuery) =>
  (REGIONS[query.parentCode ?? ''] ?? []).map((item) => ({ ...item, code: item.value, name: item.label }));

/**
 * The region list route, for the fake gateway of a test whose form picks a region.
 * @example
 * fakeGateway({ ...regionRoutes, 'POST /customer-api/order/create': () => created });
 */
export const regionRoutes: GatewayRoutes = { [`GET ${REGION_ROOT_URL}`]: regionList };
