/** A row of `regions`: level 1 province (`31`), 2 regency or city (`31.73`), 3 district (`31.73.05`). */
export interface RegionRow {
  code: string;
  parentCode: string | null;
  level: number;
  name: string;
}

/** A district with the province and city it lies in, by official name and code. */
export interface ResolvedDistrict {
  provinceCode: string;
  provinceName: string;
  cityCode: string;
  cityName: string;
  districtCode: string;
  districtName: string;
}

/** Upper case, NFKC, dots as spaces, one space between words. */
export function regionKey(name: string): string {
  return name.normalize('NFKC').toUpperCase().replace(/\./g, ' ').replace(/\s+/g, ' ').trim();
}

/** Everyday names of provinces, as keys, to the key of the official name. */
const PROVINCE_ALIASES: Record<string, string> = {
  'DKI JAKARTA': 'DAERAH KHUSUS IBUKOTA JAKARTA',
  DKI: 'DAERAH KHUSUS IBUKOTA JAKARTA',
  JAKARTA: 'DAERAH KHUSUS IBUKOTA JAKARTA',
  'DI YOGYAKARTA': 'DAERAH ISTIMEWA YOGYAKARTA',
  'D I YOGYAKARTA': 'DAERAH ISTIMEWA YOGYAKARTA',
  DIY: 'DAERAH ISTIMEWA YOGYAKARTA',
  YOGYAKARTA: 'DAERAH ISTIMEWA YOGYAKARTA',
  NAD: 'ACEH',
  'NANGGROE ACEH DARUSSALAM': 'ACEH',
  'KEP RIAU': 'KEPULAUAN RIAU',
  KEPRI: 'KEPULAUAN RIAU',
  'BANGKA BELITUNG': 'KEPULAUAN BANGKA BELITUNG',
  'KEP BANGKA BELITUNG': 'KEPULAUAN BANGKA BELITUNG',
  BABEL: 'KEPULAUAN BANGKA BELITUNG',
  NTB: 'NUSA TENGGARA BARAT',
  NTT: 'NUSA TENGGARA TIMUR',
};

function provinceKey(name: string): string {
  const key = regionKey(name)
    .replace(/^PROVINSI\s+/, '')
    .replace(/\bSUMATRA\b/, 'SUMATERA');
  return PROVINCE_ALIASES[key] ?? key;
}

type CityKind = 'KOTA' | 'KABUPATEN';
const CITY_PREFIX = /^(KABUPATEN ADMINISTRASI|KOTA ADMINISTRASI|KABUPATEN|KAB|KOTA)\s+/;

/** 'KOTA ADMINISTRASI JAKARTA BARAT' -> { kind: 'KOTA', base: 'JAKARTA BARAT' }. */
function cityParts(key: string): { kind: CityKind | null; base: string } {
  const match = CITY_PREFIX.exec(key);
  if (!match) return { kind: null, base: key };
  return { kind: match[1].startsWith('KOTA') ? 'KOTA' : 'KABUPATEN', base: key.slice(match[0].length) };
}

function districtKey(name: string): string {
  return regionKey(name).replace(/^(KECAMATAN|KEC)\s+/, '');
}

/** One hit of the address search, nearest first. */
export interface RegionSearchHit extends ResolvedDistrict {
  level: number;
  /** 'province / city / district' (as far as the level goes). */
  label: string;
}

interface Indexed {
  row: RegionRow;
  key: string;
  /** Cities: the name without Kota / Kabupaten. */
  cityBase?: string;
  /** Districts: their city's cityBase. */
  parentCityBase?: string;
}

/**
 * Indonesia's provinces, regencies and districts in memory, for resolving the names a shipper
 * types (official names, everyday short forms such as 'DKI Jakarta' or 'Jakarta Barat', or codes)
 * and for the address search. The table is reference data that never changes while running.
 */
export class RegionIndex {
  private readonly byCode = new Map<string, RegionRow>();
  private readonly children = new Map<string, Indexed[]>();
  private readonly provinces: Indexed[] = [];
  private readonly byLevel = new Map<number, Indexed[]>();

  constructor(rows: readonly RegionRow[]) {
    for (const row of rows) {
      this.byCode.set(row.code, row);
      const entry: Indexed = {
        row,
        key:
          row.level === 1
            ? provinceKey(row.name)
            : row.level === 3
              ? districtKey(row.name)
              : regionKey(row.name),
      };
      if (row.level === 2) entry.cityBase = cityParts(entry.key).base;
      if (row.level === 1) this.provinces.push(entry);
      if (row.parentCode) {
        const list = this.children.get(row.parentCode) ?? [];
        list.push(entry);
        this.children.set(row.parentCode, list);
      }
      const level = this.byLevel.get(row.level) ?? [];
      level.push(entry);
      this.byLevel.set(row.level, level);
    }
    for (const city of this.byLevel.get(2) ?? [])
      for (const district of this.children.get(city.row.code) ?? []) district.parentCityBase = city.cityBase;
  }

  get size(): number {
    return this.byCode.size;
  }

  /** The district of a code with its city and province, or undefined (also for non-district codes). */
  district(code: string): ResolvedDistrict | undefined {
    const district = this.byCode.get(code.trim());
    if (!district || district.level !== 3) return undefined;
    return this.describe(district);
  }

  /** Provinces answering to a name (official, without 'Provinsi', or an everyday alias). */
  matchProvinces(name: string): RegionRow[] {
    const key = provinceKey(name);
    return this.provinces.filter((entry) => entry.key === key).map((entry) => entry.row);
  }

  /**
   * Cities and regencies of the given provinces answering to a name: the full official name, or
   * the name without 'Kota' / 'Kabupaten' (then 'Bandung' is both Kota and Kabupaten Bandung).
   */
  matchCities(provinceCodes: readonly string[], name: string): RegionRow[] {
    const key = regionKey(name);
    const candidates = provinceCodes.flatMap((code) => this.children.get(code) ?? []);
    const exact = candidates.filter((entry) => entry.key === key);
    if (exact.length > 0) return exact.map((entry) => entry.row);
    const { kind, base } = cityParts(key);
    return candidates
      .filter((entry) => entry.cityBase === base && (!kind || cityParts(entry.key).kind === kind))
      .map((entry) => entry.row);
  }

  /** Districts of the given cities answering to a name (with or without 'Kecamatan'). */
  matchDistricts(cityCodes: readonly string[], name: string): RegionRow[] {
    const key = districtKey(name);
    return cityCodes
      .flatMap((code) => this.children.get(code) ?? [])
      .filter((entry) => entry.key === key)
      .map((entry) => entry.row);
  }

  /**
   * Areas of one level whose name (or code) matches the key: names starting with it first, then
   * names containing it, then (for districts) districts of cities starting with it.
   */
  search(searchKey: string, level: 1 | 2 | 3, limit: number): RegionSearchHit[] {
    const key = regionKey(searchKey);
    if (!key) return [];
    const entries = this.byLevel.get(level) ?? [];
    const byCode = /^[\d. ]+$/.test(key);
    const ranked: { rank: number; entry: Indexed }[] = [];
    for (const entry of entries) {
      let rank = -1;
      if (byCode) rank = entry.row.code.startsWith(key.replace(/ /g, '.')) ? 0 : -1;
      else if (entry.key.startsWith(key) || entry.cityBase?.startsWith(key)) rank = 0;
      else if (entry.key.includes(key)) rank = 1;
      else if (entry.parentCityBase?.startsWith(key)) rank = 2;
      if (rank >= 0) ranked.push({ rank, entry });
    }
    ranked.sort(
      (a, b) => a.rank - b.rank || (a.entry.key < b.entry.key ? -1 : a.entry.key > b.entry.key ? 1 : 0),
    );
    return ranked.slice(0, limit).map(({ entry }) => this.hit(entry.row));
  }

  private describe(district: RegionRow): ResolvedDistrict {
    const city = this.byCode.get(district.parentCode ?? '');
    const province = this.byCode.get(city?.parentCode ?? '');
    return {
      provinceCode: province?.code ?? '',
      provinceName: province?.name ?? '',
      cityCode: city?.code ?? '',
      cityName: city?.name ?? '',
      districtCode: district.code,
      districtName: district.name,
    };
  }

  private hit(row: RegionRow): RegionSearchHit {
    if (row.level === 3) {
      const d = this.describe(row);
      return { ...d, level: 3, label: `${d.provinceName} / ${d.cityName} / ${d.districtName}` };
    }
    const province = row.level === 1 ? row : this.byCode.get(row.parentCode ?? '');
    const city = row.level === 2 ? row : undefined;
    return {
      provinceCode: province?.code ?? '',
      provinceName: province?.name ?? '',
      cityCode: city?.code ?? '',
      cityName: city?.name ?? '',
      districtCode: '',
      districtName: '',
      level: row.level,
      label: city ? `${province?.name ?? ''} / ${city.name}` : row.name,
    };
  }
}

/** The city (regency) code of a district code: '31.73.05' -> '31.73'. */
export function cityCodeOf(districtCode: string): string {
  const second = districtCode.indexOf('.', districtCode.indexOf('.') + 1);
  return second < 0 ? districtCode : districtCode.slice(0, second);
}

/** The province code of a district or city code: '31.73.05' -> '31'. */
export function provinceCodeOf(code: string): string {
  const dot = code.indexOf('.');
  return dot < 0 ? code : code.slice(0, dot);
}
