import { addResources } from 'shared';

/** Texts of the pickers gallery section, under `demo:pickers.*`. */
const texts = {
  zh: {
    pickers: {
      networkScoped: '网点选择（本网点范围，树形 + 搜索，清空需确认）',
      networkAll: '网点选择（全部网点，分页列表）',
      scopedTo: '范围：{{name}}',
      single: '单选（时效类型）',
      dimension: '区间多选（重量段）',
      region: '级联选择（省 → 县市 → 区）',
      province: '省',
      regency: '县市',
      district: '区',
      remote: '远程选择（网点搜索）',
      limited: '多选上限（默认 99，此处为 3）',
      number: '数字输入（精度 0，步长 1）',
      thousands: '千分位输入',
      phone: '电话显示（3-4-4）',
      dateRange: '日期范围（快捷选项）',
      value: '当前值',
      empty: '（空）',
      goodsTypes: ['服装', '电子产品', '文件', '食品', '化妆品'],
    },
  },
  en: {
    pickers: {
      networkScoped: 'Network picker (own network, tree + search, clearing asks first)',
      networkAll: 'Network picker (all networks, paged list)',
      scopedTo: 'Scope: {{name}}',
      single: 'Single choice (time-effective types)',
      dimension: 'Dimension picker (weight bands)',
      region: 'Cascading selects (province → regency → district)',
      province: 'Province',
      regency: 'Regency / city',
      district: 'District',
      remote: 'Remote select (network search)',
      limited: 'Multiple limit (default 99, here 3)',
      number: 'Input number (precision 0, step 1)',
      thousands: 'Thousands input',
      phone: 'Phone text (3-4-4)',
      dateRange: 'Date range with quick options',
      value: 'Current value',
      empty: '(empty)',
      goodsTypes: ['Apparel', 'Electronics', 'Documents', 'Food', 'Cosmetics'],
    },
  },
  id: {
    pickers: {
      networkScoped: 'Pemilih jaringan (jaringan sendiri, pohon + cari, hapus perlu konfirmasi)',
      networkAll: 'Pemilih jaringan (semua jaringan, daftar berhalaman)',
      scopedTo: 'Cakupan: {{name}}',
      single: 'Pilihan tunggal (jenis waktu layanan)',
      dimension: 'Pemilih rentang (rentang berat)',
      region: 'Pilihan bertingkat (provinsi → kabupaten/kota → kecamatan)',
      province: 'Provinsi',
      regency: 'Kabupaten / kota',
      district: 'Kecamatan',
      remote: 'Pilihan jarak jauh (cari jaringan)',
      limited: 'Batas pilihan ganda (bawaan 99, di sini 3)',
      number: 'Input angka (presisi 0, langkah 1)',
      thousands: 'Input ribuan',
      phone: 'Teks telepon (3-4-4)',
      dateRange: 'Rentang tanggal dengan opsi cepat',
      value: 'Nilai saat ini',
      empty: '(kosong)',
      goodsTypes: ['Pakaian', 'Elektronik', 'Dokumen', 'Makanan', 'Kosmetik'],
    },
  },
};

export type Texts = (typeof texts)['en'];

addResources('demo', texts, {
  th: () => import(/* webpackChunkName: "texts-th" */ './PickerSection.texts.th'),
  km: () => import(/* webpackChunkName: "texts-km" */ './PickerSection.texts.km'),
  ms: () => import(/* webpackChunkName: "texts-ms" */ './PickerSection.texts.ms'),
  vi: () => import(/* webpackChunkName: "texts-vi" */ './PickerSection.texts.vi'),
});
