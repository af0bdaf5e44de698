/** How values read on a label: Indonesian number style, masked sender phone, sort codes. */

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * Rupiah as printed on labels: dot thousands, comma decimals only when there are cents.
 *
 * @example
 * formatRupiah(125000); // 'Rp 125.000'
 * formatRupiah(1500.5); // 'Rp 1.500,50'
 */
export function formatRupiah(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = groupThousands(String(Math.floor(cents / 100)));
  const fraction = cents % 100;
  return `${sign}Rp ${whole}${fraction ? `,${String(fraction).padStart(2, '0')}` : ''}`;
}

/**
 * Kilograms with up to three decimals and a decimal comma.
 *
 * @example
 * formatWeight(1.2); // '1,2 kg'
 */
export function formatWeight(kg: number): string {
  const text = (Math.round(kg * 1000) / 1000).toString().replace('.', ',');
  return `${text} kg`;
}

/**
 * Hides the middle of a phone number, keeping the first four and last four digits (fewer on short
 * numbers), so the sender's number is not readable off a parcel.
 *
 * @example
 * maskPhone('081210002026'); // '0812****2026'
 */
export function maskPhone(phone: string): string {
  const value = phone.trim();
  if (value.length <= 4) return '*'.repeat(value.length);
  const keep = value.length >= 10 ? 4 : Math.floor(value.length / 3);
  return `${value.slice(0, keep)}${'*'.repeat(value.length - 2 * keep)}${value.slice(-keep)}`;
}

/** ISO 3166-2:ID codes of the provinces, by upper-case name (official names and common short ones). */
const PROVINCE_CODES: Record<string, string> = {
  ACEH: 'AC',
  'SUMATERA UTARA': 'SU',
  'SUMATERA BARAT': 'SB',
  RIAU: 'RI',
  JAMBI: 'JA',
  'SUMATERA SELATAN': 'SS',
  BENGKULU: 'BE',
  LAMPUNG: 'LA',
  'KEPULAUAN BANGKA BELITUNG': 'BB',
  'KEPULAUAN RIAU': 'KR',
  'DKI JAKARTA': 'JK',
  'DAERAH KHUSUS IBUKOTA JAKARTA': 'JK',
  'JAWA BARAT': 'JB',
  'JAWA TENGAH': 'JT',
  'DI YOGYAKARTA': 'YO',
  'DAERAH ISTIMEWA YOGYAKARTA': 'YO',
  'JAWA TIMUR': 'JI',
  BANTEN: 'BT',
  BALI: 'BA',
  'NUSA TENGGARA BARAT': 'NB',
  'NUSA TENGGARA TIMUR': 'NT',
  'KALIMANTAN BARAT': 'KB',
  'KALIMANTAN TENGAH': 'KT',
  'KALIMANTAN SELATAN': 'KS',
  'KALIMANTAN TIMUR': 'KI',
  'KALIMANTAN UTARA': 'KU',
  'SULAWESI UTARA': 'SA',
  'SULAWESI TENGAH': 'ST',
  'SULAWESI SELATAN': 'SN',
  'SULAWESI TENGGARA': 'SG',
  GORONTALO: 'GO',
  'SULAWESI BARAT': 'SR',
  MALUKU: 'MA',
  'MALUKU UTARA': 'MU',
  PAPUA: 'PA',
  'PAPUA BARAT': 'PB',
  'PAPUA BARAT DAYA': 'PD',
  'PAPUA SELATAN': 'PS',
  'PAPUA TENGAH': 'PT',
  'PAPUA PEGUNUNGAN': 'PE',
};

/** The hub codes sorters know by heart; other cities get a code made from their name. */
const CITY_CODES: Record<string, string> = {
  'JAKARTA BARAT': 'JKB',
  'JAKARTA PUSAT': 'JKP',
  'JAKARTA SELATAN': 'JKS',
  'JAKARTA TIMUR': 'JKT',
  'JAKARTA UTARA': 'JKU',
  BANDUNG: 'BDG',
  SURABAYA: 'SBY',
  MEDAN: 'MDN',
  MAKASSAR: 'MKS',
  DENPASAR: 'DPS',
  BALIKPAPAN: 'BPN',
  YOGYAKARTA: 'YOG',
  SEMARANG: 'SMG',
  PALEMBANG: 'PLM',
  PONTIANAK: 'PNK',
  MANADO: 'MDO',
  JAYAPURA: 'DJJ',
  MATARAM: 'AMI',
  TANGERANG: 'TNG',
};

function nameCode(name: string, length: number): string {
  const letters = name.toUpperCase().replace(/[^A-Z]/g, '');
  if (!letters) return 'X'.repeat(length);
  const consonants = letters.slice(1).replace(/[AEIOU]/g, '');
  return (letters[0] + consonants + letters.slice(1)).slice(0, length).padEnd(length, 'X');
}

/**
 * The destination sort code printed large on the label: province code, city code.
 *
 * @example
 * sortCode('JAWA TIMUR', 'Surabaya'); // 'JI-SBY'
 * sortCode('Jawa Timur', 'Kabupaten Sidoarjo'); // 'JI-SDR'
 * sortCode('Daerah Khusus Ibukota Jakarta', 'Kota Administrasi Jakarta Barat'); // 'JK-JKB'
 */
export function sortCode(province: string, city: string): string {
  const provinceKey = province.trim().toUpperCase();
  const cityKey = city
    .trim()
    .toUpperCase()
    .replace(/^(KOTA ADMINISTRASI|KABUPATEN ADMINISTRASI|KOTA|KABUPATEN|KAB\.)\s+/, '');
  const provinceCode = PROVINCE_CODES[provinceKey] ?? nameCode(provinceKey, 2);
  return `${provinceCode}-${CITY_CODES[cityKey] ?? nameCode(cityKey, 3)}`;
}
