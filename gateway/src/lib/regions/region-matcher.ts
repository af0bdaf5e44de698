export interface RegionRecord {
  code: string;
  parentCode: string | null;
  level: number;
  name: string;
}

/** A district resolved from the names a shipper typed: official names and codes. */
export interface ResolvedArea {
  provinceCode: string;
  province: string;
  cityCode: string;
  city: string;
  districtCode: string;
  district: string;
}

interface IndexedRegion extends RegionRecord {
  lower: string;
  normalised: string;
}

/** Distinct addresses remembered per run before the cache starts over. */
const MAX_CACHED = 50_000;

export type AreaMatch =
  | { ok: true; area: ResolvedArea }
  | { ok: false; field: 'province' | 'city' | 'district'; suggestions: string[] };

/** Administrative prefixes the shipper may or may not type. */
const PREFIXES = [
  'daerah khusus ibukota ',
  'daerah istimewa ',
  'provinsi ',
  'kota administrasi ',
  'kabupaten administrasi ',
  'kabupaten ',
  'kab ',
  'kota ',
  'kecamatan ',
  'kec ',
  'dki ',
  'di ',
];

const ALIASES: Record<string, string> = {
  'kep riau': 'kepulauan riau',
  'bangka belitung': 'kepulauan bangka belitung',
  'kep bangka belitung': 'kepulauan bangka belitung',
  ntb: 'nusa tenggara barat',
  ntt: 'nusa tenggara timur',
  'nanggroe aceh darussalam': 'aceh',
};

/**
 * A place name as compared: lower case, letters and digits only, single spaces, without its
 * administrative prefix.
 *
 * @example
 * normalisePlace('Kota Administrasi Jakarta Barat'); // 'jakarta barat'
 * normalisePlace('DKI JAKARTA'); // 'jakarta'
 * normalisePlace('Kec. Kebon-Jeruk'); // 'kebon jeruk'
 */
export function normalisePlace(name: string): string {
  let text = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  for (const prefix of PREFIXES) {
    if (text.startsWith(prefix) && text.length > prefix.length) {
      text = text.slice(prefix.length);
      break;
    }
  }
  return ALIASES[text] ?? text;
}

/** Edit distance (insert, delete, substitute), two rows of memory. */
export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  let current = new Array<number>(b.length + 1);
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length];
}

/**
 * Up to `limit` names closest to what was typed: names that start with it or contain it first,
 * then by edit distance; a name further than about half its length away is no suggestion.
 */
export function suggestNames(typed: string, candidates: readonly RegionRecord[], limit = 3): string[] {
  const wanted = normalisePlace(typed);
  const scored = candidates.map((candidate) => {
    const name = normalisePlace(candidate.name);
    let score = levenshtein(wanted, name);
    if (wanted && name.startsWith(wanted)) score = -2;
    else if (wanted && (name.includes(wanted) || wanted.includes(name))) score = Math.min(score, -1);
    return { name: candidate.name, score, tooFar: score > Math.max(2, Math.ceil(name.length / 2)) };
  });
  return scored
    .filter((entry) => !entry.tooFar)
    .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map((entry) => entry.name);
}

/**
 * Indonesia's provinces, regencies and districts in memory (about 7,800 rows, loaded once per
 * validation or insert run), resolving typed names to official names and codes. City names match
 * with or without 'Kota'/'Kabupaten'; when both a Kota and a Kabupaten carry the name (Bandung), the
 * one that has the typed district wins.
 */
export class RegionIndex {
  private readonly children = new Map<string | null, IndexedRegion[]>();
  private readonly cache = new Map<string, AreaMatch>();

  constructor(records: readonly RegionRecord[]) {
    for (const record of records) {
      const list = this.children.get(record.parentCode) ?? [];
      list.push({ ...record, lower: record.name.toLowerCase(), normalised: normalisePlace(record.name) });
      this.children.set(record.parentCode, list);
    }
  }

  private childrenOf(code: string | null): IndexedRegion[] {
    return this.children.get(code) ?? [];
  }

  private static named(list: IndexedRegion[], typed: string): IndexedRegion[] {
    const lower = typed.trim().toLowerCase();
    const exact = list.filter((record) => record.lower === lower);
    if (exact.length > 0) return exact;
    const wanted = normalisePlace(typed);
    return list.filter((record) => record.normalised === wanted);
  }

  /**
   * Resolves province, city and district; on failure names the first field that did not match,
   * with suggestions. Results are remembered: an import repeats the same few addresses.
   */
  resolve(province: string, city: string, district: string): AreaMatch {
    const key = `${province}\u0000${city}\u0000${district}`;
    const known = this.cache.get(key);
    if (known) return known;
    const match = this.match(province, city, district);
    if (this.cache.size >= MAX_CACHED) this.cache.clear();
    this.cache.set(key, match);
    return match;
  }

  private match(province: string, city: string, district: string): AreaMatch {
    const provinces = this.childrenOf(null);
    const [provinceRecord] = RegionIndex.named(provinces, province);
    if (!provinceRecord)
      return { ok: false, field: 'province', suggestions: suggestNames(province, provinces) };
    const cities = this.childrenOf(provinceRecord.code);
    const cityRecords = RegionIndex.named(cities, city);
    if (cityRecords.length === 0)
      return { ok: false, field: 'city', suggestions: suggestNames(city, cities) };
    for (const cityRecord of cityRecords) {
      const [districtRecord] = RegionIndex.named(this.childrenOf(cityRecord.code), district);
      if (districtRecord)
        return {
          ok: true,
          area: {
            provinceCode: provinceRecord.code,
            province: provinceRecord.name,
            cityCode: cityRecord.code,
            city: cityRecord.name,
            districtCode: districtRecord.code,
            district: districtRecord.name,
          },
        };
    }
    const districts = cityRecords.flatMap((cityRecord) => this.childrenOf(cityRecord.code));
    return { ok: false, field: 'district', suggestions: suggestNames(district, districts) };
  }
}
