import { addResources } from 'shared';
import { NAMESPACE } from '../i18n';

// The texts several finance pages share: a COD batch's status names (the reconciliation batches,
// the payout calendar). Each page's own texts import this file.
const zh = {
  reconciliation: {
    statuses: {
      GENERATED: '已生成',
      MAILED: '已发邮件',
      VERIFIED: '已核验',
      AGREED: '已确认',
      DISPUTED: '申诉中',
      ADJUSTED: '已调整',
      PAYMENT_SCHEDULED: '待打款',
      PAID: '已打款',
      TRANSFER_FAILED: '打款失败',
    },
  },
};

const en: typeof zh = {
  reconciliation: {
    statuses: {
      GENERATED: 'Generated',
      MAILED: 'Mailed',
      VERIFIED: 'Verified',
      AGREED: 'Agreed',
      DISPUTED: 'Disputed',
      ADJUSTED: 'Adjusted',
      PAYMENT_SCHEDULED: 'Payment scheduled',
      PAID: 'Paid',
      TRANSFER_FAILED: 'Transfer failed',
    },
  },
};

const id: typeof zh = {
  reconciliation: {
    statuses: {
      GENERATED: 'Dibuat',
      MAILED: 'Dikirim',
      VERIFIED: 'Diverifikasi',
      AGREED: 'Disetujui',
      DISPUTED: 'Keberatan',
      ADJUSTED: 'Disesuaikan',
      PAYMENT_SCHEDULED: 'Dijadwalkan',
      PAID: 'Dibayar',
      TRANSFER_FAILED: 'Transfer gagal',
    },
  },
};

addResources(NAMESPACE, { zh, en, id });
