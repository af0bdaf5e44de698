import { addResources } from 'shared';
import { NAMESPACE } from '../i18n';

// Registered beside i18n.ts's texts: addResources merges deeply, so only `orderEntry.addressBook` is added.
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
  },
};

addResources(NAMESPACE, { zh, en, id });
