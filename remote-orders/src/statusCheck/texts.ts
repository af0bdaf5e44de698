import { addResources } from 'shared';
import { NAMESPACE } from '../i18n';
import '../common/texts';

// The texts of the order-status check; its title stays in ../i18n.ts for the tabs and menus.
const zh = {
  statusCheck: {
    days: '未更新天数',
    daysHint: '天',
    product: '产品',
    allProducts: '全部产品',
    daysStill: '停滞天数',
    lastMovedAt: '最后更新',
    track: '查看轨迹：{{billCode}}',
    export: '导出',
  },
};

const en: typeof zh = {
  statusCheck: {
    days: 'Days without a move',
    daysHint: 'days',
    product: 'Product',
    allProducts: 'All products',
    daysStill: 'Days still',
    lastMovedAt: 'Last moved',
    track: 'Track {{billCode}}',
    export: 'Export',
  },
};

const id: typeof zh = {
  statusCheck: {
    days: 'Hari tanpa perubahan',
    daysHint: 'hari',
    product: 'Produk',
    allProducts: 'Semua produk',
    daysStill: 'Hari diam',
    lastMovedAt: 'Terakhir berubah',
    track: 'Lacak {{billCode}}',
    export: 'Ekspor',
  },
};

addResources(NAMESPACE, { zh, en, id });
