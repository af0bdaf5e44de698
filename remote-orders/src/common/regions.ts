/** Where the cascades read Indonesian areas (provinces, then regencies, then districts). */
export const REGION_ROOT_URL = '/customer-api/region/list';
export const REGION_CHILD_URL = '/customer-api/region/list?parentCode={{key}}';

/** The codes of the three cascade levels of a district. */
export interface RegionCodes {
  provinceCode?: string | null;
  cityCode?: string | null;
  districtCode?: string | null;
}

/**
 * The province, regency and district codes of a district code (official codes nest: '31.73.05'
 * is in regency '31.73' of province '31').
 * @example
 * regionCodesOf('31.73.05'); // { provinceCode: '31', cityCode: '31.73', districtCode: '31.73.05' }
 */
export function regionCodesOf(districtCode: string | null | undefined): RegionCodes {
  const parts = (districtCode ?? '').split('.');
  if (parts.length !== 3 || parts.some((part) => !part)) return {};
  return {
    provinceCode: parts[0],
    cityCode: `${parts[0]}.${parts[1]}`,
    districtCode: districtCode,
  };
}
