import { addResources } from 'shared';

export const NAMESPACE = 'remote-finance';

const zh = {
  coupon: {
    title: '优惠券',
    statuses: { UNUSED: '未使用', USED: '已使用', EXPIRED: '已过期' },
    types: { DISCOUNT_AMOUNT: '满减券', DISCOUNT_RATE: '折扣券', FREE_INSURANCE: '免保价费券' },
    columns: {
      name: '名称',
      code: '券码',
      type: '类型',
      value: '面值',
      minSpend: '使用门槛',
      validity: '有效期',
      status: '状态',
      usedAt: '使用时间',
      usedOnBillCode: '使用运单',
    },
    noMinimum: '无门槛',
    freeInsurance: '免保价费',
    redeemTitle: '兑换优惠券',
    redeemLabel: '兑换码',
    redeemPlaceholder: '输入兑换码',
    redeemRequired: '请输入兑换码',
    redeem: '兑换',
    redeemed: '兑换成功',
  },
  standalone: { title: '财务模块（独立运行）' },
};

const en: typeof zh = {
  coupon: {
    title: 'Vouchers',
    statuses: { UNUSED: 'Unused', USED: 'Used', EXPIRED: 'Expired' },
    types: {
      DISCOUNT_AMOUNT: 'Amount off',
      DISCOUNT_RATE: 'Percentage off',
      FREE_INSURANCE: 'Free insurance',
    },
    columns: {
      name: 'Name',
      code: 'Code',
      type: 'Type',
      value: 'Value',
      minSpend: 'Minimum spend',
      validity: 'Valid',
      status: 'Status',
      usedAt: 'Used at',
      usedOnBillCode: 'Used on waybill',
    },
    noMinimum: 'No minimum',
    freeInsurance: 'Insurance fee waived',
    redeemTitle: 'Redeem a voucher',
    redeemLabel: 'Redeem code',
    redeemPlaceholder: 'Enter the voucher code',
    redeemRequired: 'Please enter a voucher code',
    redeem: 'Redeem',
    redeemed: 'Voucher redeemed',
  },
  standalone: { title: 'Finance remote (standalone)' },
};

const id: typeof zh = {
  coupon: {
    title: 'Voucher',
    statuses: { UNUSED: 'Belum dipakai', USED: 'Sudah dipakai', EXPIRED: 'Kedaluwarsa' },
    types: {
      DISCOUNT_AMOUNT: 'Potongan harga',
      DISCOUNT_RATE: 'Diskon persen',
      FREE_INSURANCE: 'Gratis asuransi',
    },
    columns: {
      name: 'Nama',
      code: 'Kode',
      type: 'Jenis',
      value: 'Nilai',
      minSpend: 'Minimum belanja',
      validity: 'Berlaku',
      status: 'Status',
      usedAt: 'Dipakai pada',
      usedOnBillCode: 'Dipakai untuk resi',
    },
    noMinimum: 'Tanpa minimum',
    freeInsurance: 'Biaya asuransi gratis',
    redeemTitle: 'Tukar voucher',
    redeemLabel: 'Kode voucher',
    redeemPlaceholder: 'Masukkan kode voucher',
    redeemRequired: 'Masukkan kode voucher',
    redeem: 'Tukar',
    redeemed: 'Voucher berhasil ditukar',
  },
  standalone: { title: 'Modul keuangan (mandiri)' },
};

addResources(NAMESPACE, { zh, en, id });
