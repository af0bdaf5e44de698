import { DEMO_DEFAULT_SENDER, OTHER_CUSTOMER_SENDER, type SeedAddress } from './orders-data';
import type { AddressKind } from '../schema/addresses';

/** One address of a demo book. */
export interface SeedBookEntry extends SeedAddress {
  kind: AddressKind;
  isDefault: boolean;
}

const entry = (kind: AddressKind, address: SeedAddress, isDefault = false): SeedBookEntry => ({
  ...address,
  kind,
  isDefault,
});

const DKI = 'Daerah Khusus Ibukota Jakarta';

/**
 * The demo shipper's books: its head office (the default sender, as on its orders) and a branch;
 * regular receivers across Indonesia, so the order entry's picker and the e2e suite find
 * 'Siti Rahmawati' (Bandung) by name.
 */
export const DEMO_BOOK: readonly SeedBookEntry[] = [
  entry('SENDER', DEMO_DEFAULT_SENDER, true),
  entry('SENDER', {
    name: 'Gudang Nusantara Niaga Bandung',
    phone: '082120002026',
    province: 'Jawa Barat',
    city: 'Kota Bandung',
    district: 'Coblong',
    districtCode: '32.73.02',
    address: 'Jl. Ir. H. Juanda No. 88',
    postalCode: '40132',
  }),
  entry('RECEIVER', {
    name: 'Siti Rahmawati',
    phone: '081234567802',
    province: 'Jawa Barat',
    city: 'Kota Bandung',
    district: 'Sukajadi',
    districtCode: '32.73.07',
    address: 'Jl. Sukajadi No. 57',
    postalCode: '40162',
  }),
  entry('RECEIVER', {
    name: 'Budi Santoso',
    phone: '081234567801',
    province: 'Jawa Timur',
    city: 'Kota Surabaya',
    district: 'Wonokromo',
    districtCode: '35.78.04',
    address: 'Jl. Raya Darmo No. 101',
    postalCode: '60241',
  }),
  entry('RECEIVER', {
    name: 'I Made Wirawan',
    phone: '081234567805',
    province: 'Bali',
    city: 'Kota Denpasar',
    district: 'Denpasar Selatan',
    districtCode: '51.71.01',
    address: 'Jl. Bypass Ngurah Rai No. 200',
    postalCode: '80222',
  }),
  entry('RECEIVER', {
    name: 'Toko Kelontong Sumber Rejeki',
    phone: '085712340099',
    province: DKI,
    city: 'Kota Administrasi Jakarta Selatan',
    district: 'Kebayoran Baru',
    districtCode: '31.74.07',
    address: 'Jl. Melawai Raya No. 14',
    postalCode: '12160',
  }),
];

/** The second shipper's books: its own pickup address and one receiver, never shown to the demo. */
export const OTHER_CUSTOMER_BOOK: readonly SeedBookEntry[] = [
  entry('SENDER', OTHER_CUSTOMER_SENDER, true),
  entry('RECEIVER', {
    name: 'Rahmat Hidayat',
    phone: '081399990002',
    province: 'Sulawesi Selatan',
    city: 'Kota Makassar',
    district: 'Panakkukang',
    districtCode: '73.71.09',
    address: 'Jl. Pengayoman No. 3',
    postalCode: '90231',
  }),
];
