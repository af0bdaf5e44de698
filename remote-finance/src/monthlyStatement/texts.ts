import { addResources } from 'shared';
import { NAMESPACE } from '../i18n';

// The statement lifecycle's texts (disputes, credit notes, payments), beside the screen that uses them.
const zh = {
  statementFlow: {
    settledAmount: '已在COD批次中抵扣（不计入应付）',
    receivables: '应收差额（COD批次）',
    settledIn: '已在批次 {{batchNo}} 结算',
    status: '状态',
    dispute: '对所选明细提出异议',
    disputeTitle: '对账单异议',
    disputeHint: '已选 {{count}} 行。快递公司将以贷项通知答复。',
    disputeSent: '异议已提交',
    reason: '原因',
    description: '说明',
    reasons: {
      WRONG_WEIGHT: '重量有误',
      WRONG_FREIGHT: '运费有误',
      NOT_SHIPPED: '未寄此件',
      WRONG_RETURN_FEE: '退件费有误',
      OTHER: '其他',
    },
    disputes: '异议',
    disputeStatuses: { OPEN: '处理中', RESOLVED: '已处理' },
    creditNotes: '贷项通知',
    creditSources: { DISPUTE: '异议', CLAIM: '理赔抵扣' },
    payments: '付款记录',
    paidAmount: '已付金额',
    outstanding: '未付金额',
    columns: {
      billCode: '运单号',
      creditNoteNo: '贷项通知号',
      source: '来源',
      reference: '参考号',
      amount: '金额',
      note: '备注',
      at: '时间',
    },
  },
};

const en: typeof zh = {
  statementFlow: {
    settledAmount: 'Settled in COD batches (not due)',
    receivables: 'Receivables (COD batch shortfalls)',
    settledIn: 'Settled in batch {{batchNo}}',
    status: 'Status',
    dispute: 'Dispute selected lines',
    disputeTitle: 'Dispute statement lines',
    disputeHint: '{{count}} lines selected. The courier answers with a credit note.',
    disputeSent: 'Dispute sent',
    reason: 'Reason',
    description: 'Details',
    reasons: {
      WRONG_WEIGHT: 'Wrong weight',
      WRONG_FREIGHT: 'Wrong freight',
      NOT_SHIPPED: 'Not shipped by us',
      WRONG_RETURN_FEE: 'Wrong return fee',
      OTHER: 'Other',
    },
    disputes: 'Disputes',
    disputeStatuses: { OPEN: 'Open', RESOLVED: 'Resolved' },
    creditNotes: 'Credit notes',
    creditSources: { DISPUTE: 'Dispute', CLAIM: 'Claim offset' },
    payments: 'Payments',
    paidAmount: 'Paid',
    outstanding: 'Outstanding',
    columns: {
      billCode: 'Waybill no.',
      creditNoteNo: 'Credit note no.',
      source: 'Source',
      reference: 'Reference',
      amount: 'Amount',
      note: 'Note',
      at: 'Time',
    },
  },
};

const id: typeof zh = {
  statementFlow: {
    settledAmount: 'Diselesaikan di batch COD (tidak ditagih)',
    receivables: 'Piutang (kekurangan batch COD)',
    settledIn: 'Diselesaikan di batch {{batchNo}}',
    status: 'Status',
    dispute: 'Sanggah baris terpilih',
    disputeTitle: 'Sanggah baris tagihan',
    disputeHint: '{{count}} baris dipilih. Kurir menjawab dengan nota kredit.',
    disputeSent: 'Sanggahan terkirim',
    reason: 'Alasan',
    description: 'Keterangan',
    reasons: {
      WRONG_WEIGHT: 'Berat salah',
      WRONG_FREIGHT: 'Ongkir salah',
      NOT_SHIPPED: 'Bukan kiriman kami',
      WRONG_RETURN_FEE: 'Biaya retur salah',
      OTHER: 'Lainnya',
    },
    disputes: 'Sanggahan',
    disputeStatuses: { OPEN: 'Terbuka', RESOLVED: 'Selesai' },
    creditNotes: 'Nota kredit',
    creditSources: { DISPUTE: 'Sanggahan', CLAIM: 'Potongan klaim' },
    payments: 'Pembayaran',
    paidAmount: 'Dibayar',
    outstanding: 'Sisa tagihan',
    columns: {
      billCode: 'No. resi',
      creditNoteNo: 'No. nota kredit',
      source: 'Sumber',
      reference: 'Referensi',
      amount: 'Jumlah',
      note: 'Catatan',
      at: 'Waktu',
    },
  },
};

addResources(NAMESPACE, { zh, en, id });
