const PREFIXES = [
  'Daerah Khusus Ibukota ',
  'Daerah Istimewa ',
  'Kota Administrasi ',
  'Kabupaten Administrasi ',
  'Kabupaten ',
  'Kota ',
];

/** A place name without its administrative prefix: 'Kota Administrasi Jakarta Selatan' -> 'Jakarta Selatan'. */
export function shortPlaceName(name: string): string {
  const prefix = PREFIXES.find((p) => name.startsWith(p));
  return prefix ? name.slice(prefix.length) : name;
}
