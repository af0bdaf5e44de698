import { cityCodeOf, provinceCodeOf } from './region-index';
import { islandOf } from './islands';
import { shortPlaceName } from './place-name';

describe('region codes', () => {
  it('cuts a district code to its city and province', () => {
    expect(cityCodeOf('31.73.05')).toBe('31.73');
    expect(provinceCodeOf('31.73.05')).toBe('31');
    expect(cityCodeOf('31.73')).toBe('31.73');
    expect(provinceCodeOf('31.73')).toBe('31');
    expect(cityCodeOf('31')).toBe('31');
    expect(provinceCodeOf('31')).toBe('31');
  });

  it('names the island group of a province, the same when asked again, null for an unknown one', () => {
    expect(islandOf('Provinsi Jawa Barat')).toBe('JAVA');
    expect(islandOf('Provinsi Jawa Barat')).toBe('JAVA');
    expect(islandOf('kep. riau')).toBe('SUMATRA');
    expect(islandOf('Atlantis')).toBeNull();
    expect(islandOf('Atlantis')).toBeNull();
  });

  it('shortens a place name by its administrative prefix only', () => {
    expect(shortPlaceName('Kota Administrasi Jakarta Selatan')).toBe('Jakarta Selatan');
    expect(shortPlaceName('Kabupaten Bandung')).toBe('Bandung');
    expect(shortPlaceName('Daerah Istimewa Yogyakarta')).toBe('Yogyakarta');
    expect(shortPlaceName('Kebayoran Baru')).toBe('Kebayoran Baru');
  });
});
