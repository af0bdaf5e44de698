import { useQueries, useQuery } from '@tanstack/react-query';
import { get } from 'shared';
import { queryClient } from 'shared/widgets';
import { areaKey } from './reportDrillDown';

/** An area of the region list: its official code and name. */
export interface Area {
  code: string;
  name: string;
}

const areasUnder = async (parentCode?: string): Promise<Area[]> =>
  (await get('/customer-api/region/list', parentCode ? { parentCode } : {})).map(({ code, name }) => ({
    code,
    name,
  }));

/** Areas are data that does not change while the portal is open. */
const FOREVER = { staleTime: Infinity, gcTime: Infinity } as const;

/**
 * The provinces (for the report's province filter) and the codes of the areas a report names: the
 * report answers names ('JAWA BARAT', 'KOTA BANDUNG'), order management filters by code, so a
 * drill-down into a province or a city needs its code. `provincesOfCities`: the provinces whose
 * cities are asked for (those of the top cities).
 */
export function useAreaCodes(provincesOfCities: readonly string[]) {
  const provinces = useQuery(
    { queryKey: ['regions', ''], queryFn: () => areasUnder(), ...FOREVER },
    queryClient,
  );
  const provinceCodes = new Map((provinces.data ?? []).map((area) => [areaKey(area.name), area.code]));
  const provinceCodeOf = (name: string | undefined) => (name ? provinceCodes.get(areaKey(name)) : undefined);
  const wanted = [
    ...new Set(provincesOfCities.map(provinceCodeOf).filter((code): code is string => Boolean(code))),
  ];
  const cities = useQueries(
    {
      queries: wanted.map((code) => ({
        queryKey: ['regions', code],
        queryFn: () => areasUnder(code),
        ...FOREVER,
      })),
    },
    queryClient,
  );
  const cityCodes = new Map<string, string>();
  wanted.forEach((provinceCode, index) => {
    for (const city of cities[index]?.data ?? [])
      cityCodes.set(`${provinceCode}|${areaKey(city.name)}`, city.code);
  });
  return {
    provinces: provinces.data ?? [],
    provinceCodeOf,
    cityCodeOf: (province: string, city: string) => {
      const provinceCode = provinceCodeOf(province);
      return provinceCode ? cityCodes.get(`${provinceCode}|${areaKey(city)}`) : undefined;
    },
  };
}
