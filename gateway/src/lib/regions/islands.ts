export type Island = 'JAVA' | 'SUMATRA' | 'KALIMANTAN' | 'SULAWESI' | 'BALI_NUSA_TENGGARA' | 'MALUKU_PAPUA';

const ISLAND_PROVINCES: Record<Island, readonly string[]> = {
  JAVA: ['DKI JAKARTA', 'JAWA BARAT', 'JAWA TENGAH', 'DI YOGYAKARTA', 'JAWA TIMUR', 'BANTEN'],
  SUMATRA: [
    'ACEH',
    'SUMATERA UTARA',
    'SUMATERA BARAT',
    'RIAU',
    'KEPULAUAN RIAU',
    'JAMBI',
    'SUMATERA SELATAN',
    'KEPULAUAN BANGKA BELITUNG',
    'BENGKULU',
    'LAMPUNG',
  ],
  KALIMANTAN: [
    'KALIMANTAN BARAT',
    'KALIMANTAN TENGAH',
    'KALIMANTAN SELATAN',
    'KALIMANTAN TIMUR',
    'KALIMANTAN UTARA',
  ],
  SULAWESI: [
    'SULAWESI UTARA',
    'SULAWESI TENGAH',
    'SULAWESI SELATAN',
    'SULAWESI TENGGARA',
    'SULAWESI BARAT',
    'GORONTALO',
  ],
  BALI_NUSA_TENGGARA: ['BALI', 'NUSA TENGGARA BARAT', 'NUSA TENGGARA TIMUR'],
  MALUKU_PAPUA: [
    'MALUKU',
    'MALUKU UTARA',
    'PAPUA',
    'PAPUA BARAT',
    'PAPUA BARAT DAYA',
    'PAPUA TENGAH',
    'PAPUA PEGUNUNGAN',
    'PAPUA SELATAN',
  ],
};

/** Other spellings found in address books and the official list. */
const ALIASES: Record<string, string> = {
  JAKARTA: 'DKI JAKARTA',
  'DAERAH KHUSUS IBUKOTA JAKARTA': 'DKI JAKARTA',
  'DAERAH ISTIMEWA YOGYAKARTA': 'DI YOGYAKARTA',
  YOGYAKARTA: 'DI YOGYAKARTA',
  'KEP. RIAU': 'KEPULAUAN RIAU',
  'BANGKA BELITUNG': 'KEPULAUAN BANGKA BELITUNG',
  'KEP. BANGKA BELITUNG': 'KEPULAUAN BANGKA BELITUNG',
  NTB: 'NUSA TENGGARA BARAT',
  NTT: 'NUSA TENGGARA TIMUR',
  'NANGGROE ACEH DARUSSALAM': 'ACEH',
};

const PROVINCE_TO_ISLAND = new Map<string, Island>(
  (Object.entries(ISLAND_PROVINCES) as [Island, readonly string[]][]).flatMap(([island, provinces]) =>
    provinces.map((province) => [province, island] as const),
  ),
);

function normaliseProvince(province: string): string {
  const name = province
    .toUpperCase()
    .replace(/^PROVINSI\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return ALIASES[name] ?? name;
}

/** Province name as given -> its island group (or null), remembered. */
const islandByName = new Map<string, Island | null>();

/** The island group of an Indonesian province, or null for a name it does not know. */
export function islandOf(province: string): Island | null {
  let island = islandByName.get(province);
  if (island === undefined) {
    island = PROVINCE_TO_ISLAND.get(normaliseProvince(province)) ?? null;
    // Names come from the official list or a shipper's text: bounded, but not trusted to be few.
    if (islandByName.size >= 1_000) islandByName.clear();
    islandByName.set(province, island);
  }
  return island;
}

/**
 * True unless both provinces are known to lie on the same island group: an unknown province costs
 * the extra day, so an estimate errs late rather than early.
 */
export function crossesIslands(senderProvince: string, receiverProvince: string): boolean {
  const from = islandOf(senderProvince);
  const to = islandOf(receiverProvince);
  return from === null || to === null || from !== to;
}
