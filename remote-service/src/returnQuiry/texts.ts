import { addResources } from 'shared';
import { NAMESPACE } from '../i18n';
import '../common/texts';

const zh = {
  returns: {
    title: '退件查询',
    confirmations: { PENDING: '待确认', CONFIRMED: '已签收', REJECTED: '已拒绝' },
    statuses: { RETURNING: '退回中', RETURNED: '已退回' },
    faults: { COURIER: '快递公司', SHIPPER: '寄件人', RECEIVER: '收件人' },
    decisions: {
      SHIPPER: '寄件人决定',
      DEADLINE: '逾期自动退回',
      ATTEMPTS: '派送次数用尽',
      COURIER: '快递公司',
    },
    columns: {
      billCode: '运单号',
      returnBillCode: '退件运单号',
      reasonName: '原因',
      faultGroup: '责任方',
      returnFee: '退件费',
      decision: '决定',
      status: '状态',
      receivedAt: '签收时间',
      confirmation: '确认',
    },
    search: { billCode: '运单号或退件运单号' },
    waived: '免收',
    confirm: '确认签收',
    reject: '拒绝',
    export: '导出',
    confirmTitle: '确认已收到退件 {{billCode}}？',
    confirmBody: '确认退件运单 {{returnBillCode}} 已送回给您。确认后不能再拒绝。',
    cancel: '取消',
    confirmed: '已确认签收',
    rejected: '已拒绝，工单 {{ticketNo}} 已创建',
    rejectTitle: '拒绝退件',
    reason: '拒绝原因',
    photos: '照片',
    phone: '联系电话',
    required: '必填',
    submit: '提交',
  },
};

const en: typeof zh = {
  returns: {
    title: 'Returned parcels',
    confirmations: { PENDING: 'To confirm', CONFIRMED: 'Received', REJECTED: 'Rejected' },
    statuses: { RETURNING: 'On its way back', RETURNED: 'Returned' },
    faults: { COURIER: 'Courier', SHIPPER: 'Shipper', RECEIVER: 'Receiver' },
    decisions: {
      SHIPPER: 'Shipper decided',
      DEADLINE: 'Deadline passed',
      ATTEMPTS: 'Attempts used',
      COURIER: 'Courier',
    },
    columns: {
      billCode: 'Waybill',
      returnBillCode: 'Return waybill',
      reasonName: 'Reason',
      faultGroup: 'At fault',
      returnFee: 'Return fee',
      decision: 'Decision',
      status: 'Status',
      receivedAt: 'Received at',
      confirmation: 'Confirmation',
    },
    search: { billCode: 'Waybill or return waybill' },
    waived: 'Waived',
    confirm: 'Confirm receipt',
    reject: 'Reject',
    export: 'Export',
    confirmTitle: 'Confirm you received the return of {{billCode}}?',
    confirmBody:
      'This confirms that return waybill {{returnBillCode}} reached you. It cannot be rejected afterwards.',
    cancel: 'Cancel',
    confirmed: 'Receipt confirmed',
    rejected: 'Rejected: ticket {{ticketNo}} opened',
    rejectTitle: 'Reject the return',
    reason: 'Reason',
    photos: 'Photos',
    phone: 'Contact phone',
    required: 'Required',
    submit: 'Submit',
  },
};

const id: typeof zh = {
  returns: {
    title: 'Paket retur',
    confirmations: { PENDING: 'Perlu konfirmasi', CONFIRMED: 'Diterima', REJECTED: 'Ditolak' },
    statuses: { RETURNING: 'Dalam perjalanan kembali', RETURNED: 'Sudah kembali' },
    faults: { COURIER: 'Kurir', SHIPPER: 'Pengirim', RECEIVER: 'Penerima' },
    decisions: {
      SHIPPER: 'Keputusan pengirim',
      DEADLINE: 'Batas waktu lewat',
      ATTEMPTS: 'Percobaan habis',
      COURIER: 'Kurir',
    },
    columns: {
      billCode: 'Resi',
      returnBillCode: 'Resi retur',
      reasonName: 'Alasan',
      faultGroup: 'Pihak bersalah',
      returnFee: 'Biaya retur',
      decision: 'Keputusan',
      status: 'Status',
      receivedAt: 'Diterima',
      confirmation: 'Konfirmasi',
    },
    search: { billCode: 'Resi atau resi retur' },
    waived: 'Dibebaskan',
    confirm: 'Konfirmasi terima',
    reject: 'Tolak',
    export: 'Ekspor',
    confirmTitle: 'Konfirmasi retur {{billCode}} sudah diterima?',
    confirmBody:
      'Ini mengonfirmasi bahwa resi retur {{returnBillCode}} sudah sampai kepada Anda. Setelah itu tidak dapat ditolak.',
    cancel: 'Batal',
    confirmed: 'Penerimaan dikonfirmasi',
    rejected: 'Ditolak: tiket {{ticketNo}} dibuat',
    rejectTitle: 'Tolak retur',
    reason: 'Alasan',
    photos: 'Foto',
    phone: 'Telepon kontak',
    required: 'Wajib diisi',
    submit: 'Kirim',
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
