import { addResources } from 'shared';
import { NAMESPACE } from '../i18n';
import '../common/texts';

// The texts of the member points page; its title stays in ../i18n.ts for the tabs and menus.
const zh = {
  member: {
    mainAction: '兑换积分',
    level: {
      title: '会员等级',
      growth: '成长值 {{growth}}',
      toNext: '再获得 {{growth}} 成长值升级为 {{level}}',
      top: '已是最高等级',
    },
    points: {
      title: '我的积分',
      balance: '可用积分',
      expiring: '{{points}} 积分将于 {{date}} 过期',
    },
    goods: {
      title: '积分商城',
      cost: '{{points}} 积分',
      stock: '库存 {{stock}}',
      exchange: '兑换',
      unavailable: '暂停兑换',
      soldOut: '已兑完',
    },
    exchange: {
      title: '兑换：{{name}}',
      quantity: '数量',
      total: '共需 {{points}} 积分',
      next: '下一步',
      confirm: '确认兑换',
      pointsAfter: '兑换后剩余 {{points}} 积分',
      refused: '当前无法兑换',
      done: '兑换成功',
      delivery: {
        title: '收货信息（实物商品将寄送到此地址）',
        name: '收件人',
        phone: '手机号',
        address: '详细地址',
        addressPlaceholder: '街道、门牌号、区县、城市、邮编',
        required: '实物商品必填：商品将寄送到此地址',
        phoneInvalid: '请输入印尼手机号（08… 或 +62 8…）',
        addressShort: '请填写完整地址（至少 {{min}} 个字符）',
      },
      reasons: {
        GOODS_DISABLED: '该商品暂停兑换',
        OUT_OF_STOCK: '库存不足',
        INSUFFICIENT_POINTS: '积分不足',
      },
    },
    records: {
      title: '兑换记录',
      createdAt: '兑换时间',
      goods: '商品',
      quantity: '数量',
      pointsSpent: '消耗积分',
      status: '状态',
      delivery: '收货地址',
      statuses: { SUBMITTED: '已提交', SHIPPED: '已发货', COMPLETED: '已完成', CANCELLED: '已取消' },
    },
    ledger: {
      title: '积分明细',
      createdAt: '时间',
      change: '积分变动',
      reason: '原因',
      expiresAt: '过期时间',
      reasons: {
        EARN: '下单获得',
        ORDER: '下单获得',
        EXCHANGE: '积分兑换',
        EXPIRE: '积分过期',
        ADJUST: '人工调整',
        REFUND: '兑换退回',
      },
    },
  },
};

const en: typeof zh = {
  member: {
    mainAction: 'exchange points',
    level: {
      title: 'Member level',
      growth: 'Growth {{growth}}',
      toNext: '{{growth}} more growth to reach {{level}}',
      top: 'You are at the highest level',
    },
    points: {
      title: 'My points',
      balance: 'Available points',
      expiring: '{{points}} points expire on {{date}}',
    },
    goods: {
      title: 'Points shop',
      cost: '{{points}} points',
      stock: '{{stock}} in stock',
      exchange: 'Exchange',
      unavailable: 'Unavailable',
      soldOut: 'Sold out',
    },
    exchange: {
      title: 'Exchange: {{name}}',
      quantity: 'Quantity',
      total: '{{points}} points in total',
      next: 'Next',
      confirm: 'Confirm exchange',
      pointsAfter: '{{points}} points left after the exchange',
      refused: 'This exchange is not possible now',
      done: 'Exchanged',
      delivery: {
        title: 'Delivery (the goods are sent to this address)',
        name: 'Recipient',
        phone: 'Mobile number',
        address: 'Full address',
        addressPlaceholder: 'Street and number, district, city, postal code',
        required: 'Required: the goods are sent to this address',
        phoneInvalid: 'Not an Indonesian mobile number (08… or +62 8…)',
        addressShort: 'Give the full address (at least {{min}} characters)',
      },
      reasons: {
        GOODS_DISABLED: 'These goods cannot be exchanged now',
        OUT_OF_STOCK: 'Not enough stock',
        INSUFFICIENT_POINTS: 'Not enough points',
      },
    },
    records: {
      title: 'Exchange records',
      createdAt: 'Exchanged at',
      goods: 'Goods',
      quantity: 'Quantity',
      pointsSpent: 'Points spent',
      status: 'Status',
      delivery: 'Delivery address',
      statuses: {
        SUBMITTED: 'Submitted',
        SHIPPED: 'Shipped',
        COMPLETED: 'Completed',
        CANCELLED: 'Cancelled',
      },
    },
    ledger: {
      title: 'Points ledger',
      createdAt: 'Time',
      change: 'Change',
      reason: 'Reason',
      expiresAt: 'Expires at',
      reasons: {
        EARN: 'Earned on an order',
        ORDER: 'Earned on an order',
        EXCHANGE: 'Exchanged',
        EXPIRE: 'Expired',
        ADJUST: 'Adjusted',
        REFUND: 'Exchange refunded',
      },
    },
  },
};

const id: typeof zh = {
  member: {
    mainAction: 'menukar poin',
    level: {
      title: 'Level member',
      growth: 'Nilai pertumbuhan {{growth}}',
      toNext: '{{growth}} lagi untuk naik ke {{level}}',
      top: 'Anda sudah di level tertinggi',
    },
    points: {
      title: 'Poin saya',
      balance: 'Poin tersedia',
      expiring: '{{points}} poin kedaluwarsa pada {{date}}',
    },
    goods: {
      title: 'Toko poin',
      cost: '{{points}} poin',
      stock: 'Stok {{stock}}',
      exchange: 'Tukar',
      unavailable: 'Tidak tersedia',
      soldOut: 'Habis',
    },
    exchange: {
      title: 'Tukar: {{name}}',
      quantity: 'Jumlah',
      total: 'Total {{points}} poin',
      next: 'Lanjut',
      confirm: 'Konfirmasi penukaran',
      pointsAfter: 'Sisa {{points}} poin setelah penukaran',
      refused: 'Penukaran ini tidak dapat dilakukan sekarang',
      done: 'Penukaran berhasil',
      delivery: {
        title: 'Pengiriman (barang dikirim ke alamat ini)',
        name: 'Penerima',
        phone: 'Nomor HP',
        address: 'Alamat lengkap',
        addressPlaceholder: 'Jalan dan nomor, kecamatan, kota, kode pos',
        required: 'Wajib diisi: barang dikirim ke alamat ini',
        phoneInvalid: 'Bukan nomor HP Indonesia (08… atau +62 8…)',
        addressShort: 'Isi alamat lengkap (minimal {{min}} karakter)',
      },
      reasons: {
        GOODS_DISABLED: 'Barang ini sedang tidak dapat ditukar',
        OUT_OF_STOCK: 'Stok tidak cukup',
        INSUFFICIENT_POINTS: 'Poin tidak cukup',
      },
    },
    records: {
      title: 'Riwayat penukaran',
      createdAt: 'Waktu penukaran',
      goods: 'Barang',
      quantity: 'Jumlah',
      pointsSpent: 'Poin terpakai',
      status: 'Status',
      delivery: 'Alamat pengiriman',
      statuses: { SUBMITTED: 'Terkirim', SHIPPED: 'Dikirim', COMPLETED: 'Selesai', CANCELLED: 'Dibatalkan' },
    },
    ledger: {
      title: 'Riwayat poin',
      createdAt: 'Waktu',
      change: 'Perubahan',
      reason: 'Alasan',
      expiresAt: 'Kedaluwarsa',
      reasons: {
        EARN: 'Dari pesanan',
        ORDER: 'Dari pesanan',
        EXCHANGE: 'Ditukar',
        EXPIRE: 'Kedaluwarsa',
        ADJUST: 'Penyesuaian',
        REFUND: 'Penukaran dikembalikan',
      },
    },
  },
};

export type Texts = typeof en;

addResources(
  NAMESPACE,
  { zh, en, id },
  {
    th: () => import(/* webpackChunkName: "texts-th" */ './texts.th'),
    km: () => import(/* webpackChunkName: "texts-km" */ './texts.km'),
    ms: () => import(/* webpackChunkName: "texts-ms" */ './texts.ms'),
    vi: () => import(/* webpackChunkName: "texts-vi" */ './texts.vi'),
  },
);
