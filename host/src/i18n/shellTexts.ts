import { addResources } from 'shared';

/**
 * The signed-in shell's texts (namespace 'host'): the phone's menu button, home, help, warning bar,
 * adverts, widget gallery.
 * They come with the shell's lazy chunk (MainLayout registers them), not with the login page's
 * first chunk, which has a 300 KB budget (`npm run bench foundation`).
 */
export const shellTexts = {
  zh: {
    shell: { openMenu: '打开菜单' },
    demo: { list: '列表页', pickers: '选择器与输入', upload: '上传', display: '展示组件' },
    home: {
      welcome: '欢迎，{{name}}',
      customer: '客户：{{name}}',
      quickLinks: '快捷入口',
      kpis: {
        title: '近 7 天',
        open: '打开数据看板',
        created: '已下单',
        signed: '已签收',
        deliverySuccess: '妥投率',
        codInProcess: '代收货款处理中',
      },
      notices: '最新通知',
      noNotices: '暂无通知',
      noLinks: '暂无可访问的页面',
      allNotices: '查看全部通知',
    },
    help: {
      open: '帮助',
      title: '帮助中心',
      search: '搜索帮助',
      searchPlaceholder: '输入关键词，如 导入、COD',
      empty: '暂无帮助文章',
      noMatch: '没有与“{{query}}”相关的文章',
      openPage: '打开页面：{{title}}',
      openPageShort: '打开页面',
      openLink: '打开链接（新窗口）：{{title}}',
      openLinkShort: '打开链接',
      categories: {
        orders: '订单与导入',
        printing: '打印面单',
        tracking: '物流跟踪',
        finance: '代收货款与财务',
        service: '理赔与工单',
        account: '账号与子账号',
        other: '其他',
      },
    },
    warningBar: {
      label: '服务公告',
      close: '关闭公告：{{title}}',
      details: '查看详情',
      more: '展开',
      less: '收起',
    },
    advert: {
      label: '优惠与服务',
      dismiss: '不再显示：{{title}}',
      more: '了解更多',
    },
  },
  en: {
    shell: { openMenu: 'Open the menu' },
    demo: { list: 'List page', pickers: 'Pickers and inputs', upload: 'Upload', display: 'Display widgets' },
    home: {
      welcome: 'Welcome, {{name}}',
      customer: 'Customer: {{name}}',
      quickLinks: 'Quick links',
      kpis: {
        title: 'Last 7 days',
        open: 'Open the dashboard',
        created: 'Orders created',
        signed: 'Signed',
        deliverySuccess: 'Delivery success',
        codInProcess: 'COD in process',
      },
      notices: 'Latest notifications',
      noNotices: 'No notifications yet',
      noLinks: 'No pages available',
      allNotices: 'All notifications',
    },
    help: {
      open: 'Help',
      title: 'Help centre',
      search: 'Search help',
      searchPlaceholder: 'A word, e.g. import, COD',
      empty: 'No help articles yet',
      noMatch: 'No article matches “{{query}}”',
      openPage: 'Open the page: {{title}}',
      openPageShort: 'Open the page',
      openLink: 'Open the link (new window): {{title}}',
      openLinkShort: 'Open the link',
      categories: {
        orders: 'Orders and import',
        printing: 'Printing labels',
        tracking: 'Tracking',
        finance: 'COD and finance',
        service: 'Claims and tickets',
        account: 'Account and sub-accounts',
        other: 'Other',
      },
    },
    warningBar: {
      label: 'Service notices',
      close: 'Close the notice: {{title}}',
      details: 'Details',
      more: 'more',
      less: 'less',
    },
    advert: {
      label: 'Offers and services',
      dismiss: 'Do not show again: {{title}}',
      more: 'Learn more',
    },
  },
  id: {
    shell: { openMenu: 'Buka menu' },
    demo: {
      list: 'Halaman daftar',
      pickers: 'Pemilih dan input',
      upload: 'Unggah',
      display: 'Komponen tampilan',
    },
    home: {
      welcome: 'Selamat datang, {{name}}',
      customer: 'Pelanggan: {{name}}',
      quickLinks: 'Tautan cepat',
      kpis: {
        title: '7 hari terakhir',
        open: 'Buka dasbor',
        created: 'Pesanan dibuat',
        signed: 'Diterima',
        deliverySuccess: 'Keberhasilan kirim',
        codInProcess: 'COD diproses',
      },
      notices: 'Notifikasi terbaru',
      noNotices: 'Belum ada notifikasi',
      noLinks: 'Tidak ada halaman yang tersedia',
      allNotices: 'Semua notifikasi',
    },
    help: {
      open: 'Bantuan',
      title: 'Pusat bantuan',
      search: 'Cari bantuan',
      searchPlaceholder: 'Kata kunci, mis. impor, COD',
      empty: 'Belum ada artikel bantuan',
      noMatch: 'Tidak ada artikel yang cocok dengan “{{query}}”',
      openPage: 'Buka halaman: {{title}}',
      openPageShort: 'Buka halaman',
      openLink: 'Buka tautan (jendela baru): {{title}}',
      openLinkShort: 'Buka tautan',
      categories: {
        orders: 'Pesanan dan impor',
        printing: 'Cetak label',
        tracking: 'Pelacakan',
        finance: 'COD dan keuangan',
        service: 'Klaim dan tiket',
        account: 'Akun dan sub-akun',
        other: 'Lainnya',
      },
    },
    warningBar: {
      label: 'Info layanan',
      close: 'Tutup info: {{title}}',
      details: 'Selengkapnya',
      more: 'lanjut',
      less: 'ringkas',
    },
    advert: {
      label: 'Promo dan layanan',
      dismiss: 'Jangan tampilkan lagi: {{title}}',
      more: 'Pelajari',
    },
  },
};

export type Texts = (typeof shellTexts)['en'];

export function registerShellTexts(): void {
  addResources('host', shellTexts, {
    th: () => import(/* webpackChunkName: "texts-th" */ './shellTexts.th'),
    km: () => import(/* webpackChunkName: "texts-km" */ './shellTexts.km'),
    ms: () => import(/* webpackChunkName: "texts-ms" */ './shellTexts.ms'),
    vi: () => import(/* webpackChunkName: "texts-vi" */ './shellTexts.vi'),
  });
}
