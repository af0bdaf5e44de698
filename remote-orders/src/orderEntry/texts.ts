import { addResources } from 'shared';
import { NAMESPACE } from '../i18n';
import '../common/texts';

// The texts of order entry (also read by the freight inquiry and the order dialogs of order management); its title stays in ../i18n.ts for the tabs and menus.

const zh = {
  orderEntry: {
    addressBook: {
      pick: '从地址簿选择',
      title: { sender: '选择寄件地址', receiver: '选择收件地址' },
      search: '按姓名、电话或地址搜索',
      default: '默认',
      use: '使用',
      empty: '地址簿中还没有地址',
      noMatch: '没有匹配“{{keyword}}”的地址',
      loadFailed: '地址簿加载失败',
      retry: '重试',
      loadMore: '加载更多',
      saveReceiver: '将收件人保存到地址簿',
      saved: '收件人已保存到地址簿',
      alreadySaved: '收件人已在地址簿中',
      saveFailed: '订单已创建，但收件人未能保存到地址簿：{{reason}}',
    },
    sections: { sender: '寄件人', receiver: '收件人', goods: '物品与服务' },
    phoneHint: '印尼手机号：08…、8…、628… 或 +62 8…',
    codNotAllowed: '您的账户未开通代收货款',
    customerOrderNo: '客户订单号',
    save: '提交订单',
    mainAction: '创建订单',
    saved: {
      title: '下单成功',
      waybill: '运单号',
      customerOrderNo: '客户订单号 {{customerOrderNo}}',
      total: '合计 {{total}}',
      duplicate: '该草稿此前已提交，这是同一个订单，没有重复下单。',
      newOrder: '继续下单',
      viewInManagement: '在订单管理中查看',
    },
  },
};

const en: typeof zh = {
  orderEntry: {
    addressBook: {
      pick: 'Pick from address book',
      title: { sender: 'Pick a sender address', receiver: 'Pick a receiver address' },
      search: 'Search by name, phone or address',
      default: 'Default',
      use: 'Use',
      empty: 'The address book is empty',
      noMatch: 'No address matches "{{keyword}}"',
      loadFailed: 'The address book could not be loaded',
      retry: 'Retry',
      loadMore: 'Load more',
      saveReceiver: 'Save receiver to address book',
      saved: 'Receiver saved to the address book',
      alreadySaved: 'The receiver is already in the address book',
      saveFailed: 'The order was created, but the receiver was not saved to the address book: {{reason}}',
    },
    sections: { sender: 'Sender', receiver: 'Receiver', goods: 'Goods and service' },
    phoneHint: 'Indonesian mobile: 08…, 8…, 628… or +62 8…',
    codNotAllowed: 'Your account has no cash on delivery',
    customerOrderNo: 'Customer order no.',
    save: 'Submit order',
    mainAction: 'create orders',
    saved: {
      title: 'Order created',
      waybill: 'Waybill number',
      customerOrderNo: 'Customer order no. {{customerOrderNo}}',
      total: 'Total {{total}}',
      duplicate: 'This draft had already been submitted: this is the same order, nothing was created twice.',
      newOrder: 'New order',
      viewInManagement: 'View in order management',
    },
  },
};

const id: typeof zh = {
  orderEntry: {
    addressBook: {
      pick: 'Pilih dari buku alamat',
      title: { sender: 'Pilih alamat pengirim', receiver: 'Pilih alamat penerima' },
      search: 'Cari nama, telepon, atau alamat',
      default: 'Utama',
      use: 'Pakai',
      empty: 'Buku alamat masih kosong',
      noMatch: 'Tidak ada alamat yang cocok dengan "{{keyword}}"',
      loadFailed: 'Buku alamat gagal dimuat',
      retry: 'Coba lagi',
      loadMore: 'Muat lebih banyak',
      saveReceiver: 'Simpan penerima ke buku alamat',
      saved: 'Penerima disimpan ke buku alamat',
      alreadySaved: 'Penerima sudah ada di buku alamat',
      saveFailed: 'Pesanan sudah dibuat, tetapi penerima tidak tersimpan ke buku alamat: {{reason}}',
    },
    sections: { sender: 'Pengirim', receiver: 'Penerima', goods: 'Barang dan layanan' },
    phoneHint: 'Nomor HP Indonesia: 08…, 8…, 628… atau +62 8…',
    codNotAllowed: 'Akun Anda tidak memiliki layanan COD',
    customerOrderNo: 'No. pesanan pelanggan',
    save: 'Kirim pesanan',
    mainAction: 'membuat pesanan',
    saved: {
      title: 'Pesanan dibuat',
      waybill: 'Nomor resi',
      customerOrderNo: 'No. pesanan pelanggan {{customerOrderNo}}',
      total: 'Total {{total}}',
      duplicate: 'Draf ini sudah pernah dikirim: ini pesanan yang sama, tidak ada pesanan ganda.',
      newOrder: 'Pesanan baru',
      viewInManagement: 'Lihat di kelola pesanan',
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
