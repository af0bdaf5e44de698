// Over 300 lines: the texts of order management in three languages, data only.
import { addResources } from 'shared';
import { NAMESPACE } from '../i18n';
import '../common/texts';

// The texts of order management (also read by my waybills and the shared order dialogs); its title stays in ../i18n.ts for the tabs and menus.

const zh = {
  orderManagement: {
    chargeable: '计费重量 {{weight}}',
    feeBreakdown: '运费 {{freight}} · 保价费 {{insurance}} · 代收手续费 {{cod}}',
    cancel: {
      done: '已取消 {{count}} 个订单',
      refused: '{{count}} 个订单未能取消',
      confirmOne: '取消订单 {{billCode}}？',
      confirmMany: '取消选中的 {{count}} 个订单？',
      irreversible: '取消后无法恢复，只有“已下单”状态的订单可以取消。',
      skipped: '另外 {{count}} 个选中的订单已揽收或已结束，不能取消，保持不变。',
      skipped_one: '另外 {{count}} 个选中的订单已揽收或已结束，不能取消，保持不变。',
      ok: '取消订单',
      keep: '不取消',
    },
    address: {
      fees: {
        current: '当前运费',
        next: '新运费',
        difference: '差额 {{amount}}',
        unchanged: '区县未变，运费不变',
        idle: '选择区县后显示新运费',
        failed: '无法计算新运费',
      },
      refusedTitle: '运单 {{billCode}} 不能修改地址',
      title: '修改收件地址 · {{billCode}}',
      save: '保存地址',
      done: '地址已修改',
      freightChanged: '运费已变化',
      freightSame: '运费不变',
      phoneHint: '列表中的号码已隐藏（{{phone}}），请重新输入。',
      useCurrentPhone: '使用原号码',
    },
  },
};

const en: typeof zh = {
  orderManagement: {
    chargeable: 'Chargeable weight {{weight}}',
    feeBreakdown: 'Freight {{freight}} · insurance {{insurance}} · COD fee {{cod}}',
    cancel: {
      done: 'Orders cancelled: {{count}}',
      refused: 'Orders not cancelled: {{count}}',
      confirmOne: 'Cancel order {{billCode}}?',
      confirmMany: 'Cancel the {{count}} selected orders?',
      irreversible:
        'A cancelled order cannot be restored. Only orders still in "Order created" can be cancelled.',
      skipped: 'The other {{count}} selected orders are past "Order created": they stay as they are.',
      skipped_one: 'The other selected order is past "Order created": it stays as it is.',
      ok: 'Cancel order',
      keep: 'Keep',
    },
    address: {
      fees: {
        current: 'Current freight',
        next: 'New freight',
        difference: 'Difference {{amount}}',
        unchanged: 'Same district: the freight stays',
        idle: 'Pick the district to see the new freight',
        failed: 'The new freight could not be computed',
      },
      refusedTitle: 'The address of {{billCode}} cannot change',
      title: 'Change the receiver · {{billCode}}',
      save: 'Save address',
      done: 'Address changed',
      freightChanged: 'freight changed',
      freightSame: 'freight unchanged',
      phoneHint: 'The number is hidden in the list ({{phone}}): please type it in full.',
      useCurrentPhone: 'Use the current number',
    },
  },
};

const id: typeof zh = {
  orderManagement: {
    chargeable: 'Berat terhitung {{weight}}',
    feeBreakdown: 'Ongkir {{freight}} · asuransi {{insurance}} · biaya COD {{cod}}',
    cancel: {
      done: 'Pesanan dibatalkan: {{count}}',
      refused: 'Pesanan tidak dibatalkan: {{count}}',
      confirmOne: 'Batalkan pesanan {{billCode}}?',
      confirmMany: 'Batalkan {{count}} pesanan yang dipilih?',
      irreversible:
        'Pesanan yang dibatalkan tidak dapat dipulihkan. Hanya pesanan berstatus "Pesanan dibuat" yang dapat dibatalkan.',
      skipped: '{{count}} pesanan lain yang dipilih sudah melewati "Pesanan dibuat" dan tidak diubah.',
      skipped_one: '{{count}} pesanan lain yang dipilih sudah melewati "Pesanan dibuat" dan tidak diubah.',
      ok: 'Batalkan pesanan',
      keep: 'Jangan batalkan',
    },
    address: {
      fees: {
        current: 'Ongkir saat ini',
        next: 'Ongkir baru',
        difference: 'Selisih {{amount}}',
        unchanged: 'Kecamatan sama: ongkir tetap',
        idle: 'Pilih kecamatan untuk melihat ongkir baru',
        failed: 'Ongkir baru tidak dapat dihitung',
      },
      refusedTitle: 'Alamat {{billCode}} tidak dapat diubah',
      title: 'Ubah penerima · {{billCode}}',
      save: 'Simpan alamat',
      done: 'Alamat diubah',
      freightChanged: 'ongkir berubah',
      freightSame: 'ongkir tetap',
      phoneHint: 'Nomor disamarkan di daftar ({{phone}}): ketik ulang nomor lengkapnya.',
      useCurrentPhone: 'Pakai nomor saat ini',
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
