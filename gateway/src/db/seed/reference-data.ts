import type { LocalizedText } from '../schema/core';

type DictSeed = { code: string; value: string; label: LocalizedText };

const item = (code: string, value: string, zh: string, en: string, id: string): DictSeed => ({
  code,
  value,
  label: { zh, en, id },
});

/** dict_items by dictType. */
export const DICTIONARY_SEED: Record<string, DictSeed[]> = {
  goodsType: [
    item('DOCUMENT', '1', '文件', 'Documents', 'Dokumen'),
    item('CLOTHING', '2', '服装', 'Clothing', 'Pakaian'),
    item('ELECTRONICS', '3', '电子产品', 'Electronics', 'Elektronik'),
    item('FOOD', '4', '食品', 'Food', 'Makanan'),
    item('COSMETICS', '5', '化妆品', 'Cosmetics', 'Kosmetik'),
    item('OTHER', '99', '其他', 'Other', 'Lainnya'),
  ],
  insuranceType: [
    item('NONE', '0', '不保价', 'No insurance', 'Tanpa asuransi'),
    item('DECLARED_VALUE', '1', '保价', 'Declared value insurance', 'Asuransi nilai barang'),
    item('DOCUMENT', '2', '文件保险', 'Document insurance', 'Asuransi dokumen'),
  ],
  otherPieceType: [
    item('FRAGILE', '1', '易碎品', 'Fragile', 'Mudah pecah'),
    item('LIQUID', '2', '液体', 'Liquid', 'Cairan'),
    item('BATTERY', '3', '含电池', 'Contains battery', 'Berisi baterai'),
    item('OVERSIZE', '4', '超大件', 'Oversize', 'Ukuran besar'),
  ],
  productType: [
    item('EZ', 'EZ', 'EZ标准快递', 'EZ standard', 'EZ reguler'),
    item('SUPER', 'SUPER', 'SUPER快递', 'SUPER express', 'SUPER kilat'),
    item('ECO', 'ECO', '经济快递', 'ECO economy', 'ECO ekonomis'),
    item('CARGO', 'CARGO', '大件货运', 'CARGO freight', 'CARGO kargo'),
  ],
};

export const PRIVACY_SEED = {
  code: 'PRIVACY',
  version: 1,
  title: { zh: '隐私协议', en: 'Privacy agreement', id: 'Perjanjian privasi' },
  content: {
    zh: '我们仅为履行寄件服务收集和使用您的寄件人与收件人信息，并依照印度尼西亚个人数据保护法（UU PDP）保护这些信息。',
    en: 'We collect and use sender and receiver details only to carry out your shipments, and protect them under Indonesia’s Personal Data Protection Law (UU PDP).',
    id: 'Kami mengumpulkan dan menggunakan data pengirim dan penerima hanya untuk menjalankan pengiriman Anda, dan melindunginya sesuai UU Pelindungan Data Pribadi (UU PDP).',
  },
};

type NoticeSeed = {
  kind: 'help' | 'advert' | 'warning';
  title: LocalizedText;
  content: LocalizedText;
  /** A portal path where the page exists (the help drawer and banners navigate to it). */
  link?: string;
  /** 'info' | 'warning' | 'error' (default 'info'). */
  level?: 'info' | 'warning' | 'error';
  /** A help article's group: orders, printing, tracking, finance, service, account. */
  category?: string;
  startsAt?: Date;
  endsAt?: Date;
};

const HOUR_MS = 3_600_000;

/**
 * The courier's help articles, adverts and warnings (issue 15): the help drawer's articles by
 * group, two adverts for the home page, and two warnings: a regional disruption in force since a
 * few hours before the seed (no end set: until withdrawn) and the Idul Fitri notice whose window
 * is over, so it no longer shows. Sort follows the order here. `now` is the seed's time.
 */
export function noticeSeed(now: Date = new Date()): NoticeSeed[] {
  return [
    {
      kind: 'help',
      category: 'orders',
      link: '/orderImport',
      title: { zh: '如何批量导入订单', en: 'How to import orders in bulk', id: 'Cara impor pesanan massal' },
      content: {
        zh: '在订单导入页面下载 Excel 模板，每行填写一个订单（收件人、含区县的完整地址、重量（公斤），如需代收货款请填写金额），然后上传。有错误的行会列在错误列表中，修改后重新上传这些行即可。',
        en: 'Download the Excel template on the order import page, fill in one order per row (receiver, full address with the district, weight in kg, and the COD amount if any) and upload it. Rows with errors are listed in the error list: correct them and upload those rows again.',
        id: 'Unduh templat Excel di halaman impor pesanan, isi satu pesanan per baris (penerima, alamat lengkap dengan kecamatan, berat dalam kg, dan nilai COD bila ada), lalu unggah. Baris yang salah muncul di daftar kesalahan: perbaiki lalu unggah ulang baris tersebut.',
      },
    },
    {
      kind: 'help',
      category: 'orders',
      link: '/orderEntry',
      title: { zh: '录入单个订单', en: 'Entering a single order', id: 'Membuat satu pesanan' },
      content: {
        zh: '打开订单录入，选择已保存的寄件地址，填写收件人手机号（08 开头）和地址，选择产品（EZ、SUPER、ECO 或 CARGO）和重量。保存前会显示运费。',
        en: "Open Order entry, choose a saved sender address, enter the receiver's mobile number (starting 08) and address, then pick the service (EZ, SUPER, ECO or CARGO) and the weight. The shipping fee is shown before you save.",
        id: 'Buka Input pesanan, pilih alamat pengirim yang tersimpan, isi nomor HP penerima (diawali 08) dan alamatnya, lalu pilih layanan (EZ, SUPER, ECO atau CARGO) dan beratnya. Ongkos kirim tampil sebelum Anda menyimpan.',
      },
    },
    {
      kind: 'help',
      category: 'printing',
      link: '/fastPrinting',
      title: { zh: '打印面单', en: 'Printing labels', id: 'Mencetak label' },
      content: {
        zh: '快速打印：粘贴一个或多个运单号，或按下单时间和打印状态查找订单，勾选后点击“打印”，所有面单合并为一个 PDF，可直接用热敏打印机打印。在我的运单和订单管理中，点击某一行的“打印面单”即可打印该订单的面单。',
        en: "Quick print finds orders by their waybill numbers (paste one or many) or by date and printed state. Tick the orders and choose Print: one PDF holds all their labels, ready for a thermal printer. In My waybills and Order management, a row's Print label prints that order's label.",
        id: 'Cetak cepat mencari pesanan dari nomor resi (tempel satu atau banyak) atau dari tanggal dan status cetak. Centang pesanannya lalu pilih Cetak: semua labelnya ada dalam satu PDF, siap untuk printer thermal. Di Resi saya dan Kelola pesanan, Cetak label pada sebuah baris mencetak label pesanan itu.',
      },
    },
    {
      kind: 'help',
      category: 'tracking',
      link: '/expressTracking',
      title: { zh: '查询物流轨迹', en: 'Tracking a parcel', id: 'Melacak paket' },
      content: {
        zh: '每行输入一个运单号（可输入多个），即可查看每个包裹从揽收到签收的扫描记录（WIB 时间）；在途包裹还可查看预计送达时间。',
        en: "Enter one or more waybill numbers, one per line, to see each parcel's scans from pickup to delivery in WIB. For a parcel still on its way you can also see when it is expected to arrive.",
        id: 'Masukkan satu atau beberapa nomor resi, satu per baris, untuk melihat riwayat pemindaian tiap paket dari pickup sampai diterima dalam WIB. Untuk paket yang masih di perjalanan, Anda juga bisa melihat perkiraan waktu tibanya.',
      },
    },
    {
      kind: 'help',
      category: 'finance',
      title: { zh: '代收货款何时结算', en: 'When COD money is paid out', id: 'Kapan dana COD dicairkan' },
      content: {
        zh: '包裹签收且快递员交回货款后，代收货款会以 COD 账单的形式结算到您的银行账户，通常在 3 个工作日内（D+3）。COD 账单列出每个运单、金额及扣除的代收手续费。',
        en: 'Cash collected on delivery is paid into your bank account through a COD bill once the parcel is delivered and the courier has handed the cash in, normally within 3 working days (D+3). The COD bill lists each waybill, its amount and the COD fee deducted.',
        id: 'Uang COD yang ditagih saat paket diterima ditransfer ke rekening Anda melalui tagihan COD setelah paket terkirim dan kurir menyetorkan uangnya, biasanya dalam 3 hari kerja (D+3). Tagihan COD memuat setiap resi, nilainya, dan biaya COD yang dipotong.',
      },
    },
    {
      kind: 'help',
      category: 'service',
      title: {
        zh: '包裹丢失或破损如何理赔',
        en: 'Claiming for a lost or damaged parcel',
        id: 'Klaim paket hilang atau rusak',
      },
      content: {
        zh: '请在签收日起 7 天内提交工单，附上运单号、包裹及包装照片和货值证明。我们会在 2 个工作日内在工单中回复；投保声明价值的包裹按保价金额赔付。',
        en: 'Open a ticket within 7 days of delivery with the waybill number, photos of the parcel and its packaging, and proof of the value of the goods. We answer in the ticket within 2 working days; a parcel with declared-value insurance is compensated up to the declared value.',
        id: 'Buat tiket paling lambat 7 hari setelah paket diterima, lengkap dengan nomor resi, foto paket dan kemasannya, serta bukti nilai barang. Kami menjawab di tiket dalam 2 hari kerja; paket dengan asuransi nilai barang diganti hingga nilai yang diasuransikan.',
      },
    },
    {
      kind: 'help',
      category: 'service',
      link: '/suggestions',
      title: { zh: '客服热线', en: 'Customer service', id: 'Layanan pelanggan' },
      content: {
        zh: '客服电话 1500-123，每天 08:00-20:00（WIB）。您也可以在门户中提交投诉或建议，我们会在门户中答复。',
        en: 'Call 1500-123, daily 08:00-20:00 WIB, or send a complaint or suggestion from the portal: we answer there.',
        id: 'Hubungi 1500-123, setiap hari 08.00-20.00 WIB, atau kirim keluhan maupun saran dari portal: kami menjawab di sana.',
      },
    },
    {
      kind: 'help',
      category: 'account',
      title: {
        zh: '子账号与权限',
        en: 'Sub-accounts and their permissions',
        id: 'Sub-akun dan hak aksesnya',
      },
      content: {
        zh: '主账号可在授权管理中为员工创建子账号，并按页面和按钮分配可查看和操作的权限；子账号看不到未被授权的页面。',
        en: 'The main account creates sub-accounts for its staff under Sub-account management and chooses, page by page and button by button, what each may see and do. A sub-account never sees a page it was not given.',
        id: 'Akun utama membuat sub-akun untuk stafnya di Manajemen sub-akun dan memilih, per halaman dan per tombol, apa yang boleh dilihat dan dilakukan. Sub-akun tidak pernah melihat halaman yang tidak diberikan kepadanya.',
      },
    },
    {
      kind: 'help',
      category: 'account',
      link: '/changePassword',
      title: { zh: '修改密码', en: 'Changing your password', id: 'Mengganti kata sandi' },
      content: {
        zh: '点击右上角用户菜单中的“修改密码”。密码为 8-20 位，须同时包含字母和数字；修改后其他设备上的登录会失效。',
        en: 'Choose Change password in the user menu at the top right. A password has 8 to 20 characters with both letters and numbers; after the change, your other sessions are signed out.',
        id: 'Pilih Ubah kata sandi di menu pengguna kanan atas. Kata sandi terdiri dari 8-20 karakter berisi huruf dan angka; setelah diganti, sesi Anda di perangkat lain akan keluar.',
      },
    },
    {
      kind: 'advert',
      link: '/freightInquiry',
      title: { zh: 'SUPER 次日达', en: 'SUPER next-day delivery', id: 'SUPER sampai besok' },
      content: {
        zh: '爪哇岛内 SUPER 快递次日送达，查询您线路的运费。',
        en: 'SUPER express arrives the next day within Java. Check the rate for your route.',
        id: 'SUPER kilat tiba keesokan hari di Pulau Jawa. Cek tarif untuk rute Anda.',
      },
    },
    {
      kind: 'advert',
      title: {
        zh: '满 5 件免费上门揽收',
        en: 'Free pickup from 5 parcels',
        id: 'Pickup gratis mulai 5 paket',
      },
      content: {
        zh: '一次寄 5 件及以上，周一至周六快递员免费上门揽收。',
        en: 'Send 5 parcels or more at once and our courier collects them from your shop at no charge, Monday to Saturday.',
        id: 'Kirim 5 paket atau lebih sekaligus dan kurir kami menjemputnya ke toko Anda tanpa biaya, Senin sampai Sabtu.',
      },
    },
    {
      kind: 'warning',
      level: 'warning',
      link: '/expressTracking',
      startsAt: new Date(now.getTime() - 6 * HOUR_MS),
      title: {
        zh: '北雅加达洪水：派送延误',
        en: 'Flooding in North Jakarta: deliveries delayed',
        id: 'Banjir di Jakarta Utara: pengiriman terlambat',
      },
      content: {
        zh: '受洪水影响，发往北雅加达 Penjaringan 和 Pluit 的包裹可能延误 1-2 天，揽收不受影响。水位回落后我们将更新本通知。',
        en: 'Because of flooding, deliveries to Penjaringan and Pluit (North Jakarta) may arrive 1-2 days late. Pickups are not affected. We will update this notice when the water recedes.',
        id: 'Akibat banjir, pengiriman ke Penjaringan dan Pluit (Jakarta Utara) bisa terlambat 1-2 hari. Pickup tidak terdampak. Kami akan memperbarui info ini setelah air surut.',
      },
    },
    {
      kind: 'warning',
      level: 'info',
      startsAt: new Date('2026-03-16T00:00:00+07:00'),
      endsAt: new Date('2026-03-29T00:00:00+07:00'),
      title: {
        zh: '开斋节期间配送提示',
        en: 'Delivery notice for Idul Fitri',
        id: 'Info pengiriman Idul Fitri',
      },
      content: {
        zh: '开斋节假期期间，部分地区配送时效可能延长 1-2 天。',
        en: 'Around Idul Fitri, deliveries to some areas may take 1-2 days longer.',
        id: 'Selama libur Idul Fitri, pengiriman ke beberapa wilayah bisa 1-2 hari lebih lama.',
      },
    },
  ];
}

/** A first-visit guide (a page's tour): the version users must have seen, and whether it shows at all. */
export interface GuideSetting {
  version: number;
  enabled: boolean;
}

/**
 * guide_config rows by guide key; the seed owns the table (it writes these and removes other keys).
 * Raising a version here shows that guide once more to every user, who has seen an older one.
 */
export const GUIDE_CONFIG_SEED: Record<string, GuideSetting> = {
  home: { version: 1, enabled: true },
  orderEntry: { version: 1, enabled: true },
};

export const AGENT_SEED = [
  { code: 'JKT001', name: 'Agen Jakarta Pusat', city: 'Jakarta Pusat' },
  { code: 'SBY001', name: 'Agen Surabaya Kota', city: 'Surabaya' },
  { code: 'BDG001', name: 'Agen Bandung Dago', city: 'Bandung' },
  { code: 'MDN001', name: 'Agen Medan Baru', city: 'Medan' },
];

/** Portal words the login page needs before any menu loads (strId -> zh/en/id). */
export const LANG_SEED: Record<string, LocalizedText> = {
  'login.title': { zh: '客户登录', en: 'Customer login', id: 'Masuk pelanggan' },
  'login.submit': { zh: '登录', en: 'Log in', id: 'Masuk' },
  'common.search': { zh: '查询', en: 'Search', id: 'Cari' },
  'common.reset': { zh: '重置', en: 'Reset', id: 'Atur ulang' },
};

/**
 * Indonesia's national holidays and collective leave (cuti bersama) of 2026, from the joint decree
 * of three ministers (SKB 3 Menteri), and New Year 2027 so that December's payouts count right.
 * Sundays need no row. Operators edit the table; the seed only adds missing days.
 */
export const HOLIDAY_SEED: { day: string; kind: 'NATIONAL' | 'COLLECTIVE_LEAVE'; name: string }[] = [
  { day: '2026-01-01', kind: 'NATIONAL', name: 'Tahun Baru 2026 Masehi' },
  { day: '2026-01-16', kind: 'NATIONAL', name: 'Isra Mikraj Nabi Muhammad SAW' },
  { day: '2026-02-16', kind: 'COLLECTIVE_LEAVE', name: 'Cuti bersama Tahun Baru Imlek' },
  { day: '2026-02-17', kind: 'NATIONAL', name: 'Tahun Baru Imlek 2577 Kongzili' },
  { day: '2026-03-18', kind: 'COLLECTIVE_LEAVE', name: 'Cuti bersama Hari Suci Nyepi' },
  { day: '2026-03-19', kind: 'NATIONAL', name: 'Hari Suci Nyepi Tahun Baru Saka 1948' },
  { day: '2026-03-20', kind: 'NATIONAL', name: 'Idul Fitri 1447 Hijriah' },
  { day: '2026-03-21', kind: 'NATIONAL', name: 'Idul Fitri 1447 Hijriah' },
  { day: '2026-03-23', kind: 'COLLECTIVE_LEAVE', name: 'Cuti bersama Idul Fitri' },
  { day: '2026-03-24', kind: 'COLLECTIVE_LEAVE', name: 'Cuti bersama Idul Fitri' },
  { day: '2026-04-03', kind: 'NATIONAL', name: 'Wafat Yesus Kristus' },
  { day: '2026-05-01', kind: 'NATIONAL', name: 'Hari Buruh Internasional' },
  { day: '2026-05-14', kind: 'NATIONAL', name: 'Kenaikan Yesus Kristus' },
  { day: '2026-05-15', kind: 'COLLECTIVE_LEAVE', name: 'Cuti bersama Kenaikan Yesus Kristus' },
  { day: '2026-05-27', kind: 'NATIONAL', name: 'Idul Adha 1447 Hijriah' },
  { day: '2026-05-28', kind: 'COLLECTIVE_LEAVE', name: 'Cuti bersama Idul Adha' },
  { day: '2026-06-01', kind: 'NATIONAL', name: 'Hari Lahir Pancasila' },
  { day: '2026-06-16', kind: 'NATIONAL', name: 'Tahun Baru Islam 1448 Hijriah' },
  { day: '2026-08-17', kind: 'NATIONAL', name: 'Hari Kemerdekaan Republik Indonesia' },
  { day: '2026-08-25', kind: 'NATIONAL', name: 'Maulid Nabi Muhammad SAW' },
  { day: '2026-12-24', kind: 'COLLECTIVE_LEAVE', name: 'Cuti bersama Hari Raya Natal' },
  { day: '2026-12-25', kind: 'NATIONAL', name: 'Hari Raya Natal' },
  { day: '2027-01-01', kind: 'NATIONAL', name: 'Tahun Baru 2027 Masehi' },
];
