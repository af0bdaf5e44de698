import { addResources } from 'shared';
import { NAMESPACE } from '../i18n';

/** Texts of the ticket and claim lifecycle (assignee, escalation, documents, appeal, payout). */
const zh = {
  lifecycle: {
    assignee: '处理人',
    unassigned: '待分派',
    escalated: '已于 {{time}} 升级处理',
    attachments: '附件',
    claim: {
      detail: '详情',
      title: '理赔 {{claimNo}}',
      request: '客服要求',
      documents: '资料',
      addDocuments: '补充资料',
      documentsNote: '补充说明',
      documentsSent: '资料已提交，理赔重新审核中',
      appeal: '申诉',
      appealReason: '申诉理由（至少 10 个字）',
      appealSent: '申诉已提交',
      appealed: '申诉理由',
      payoutReference: '转账编号',
      paidAt: '赔付时间',
      decidedAt: '决定时间',
      send: '提交',
      required: '必填',
    },
  },
};
const en: typeof zh = {
  lifecycle: {
    assignee: 'Assignee',
    unassigned: 'Not assigned yet',
    escalated: 'Escalated at {{time}}',
    attachments: 'Attachments',
    claim: {
      detail: 'Detail',
      title: 'Claim {{claimNo}}',
      request: 'The desk asks',
      documents: 'Documents',
      addDocuments: 'Add documents',
      documentsNote: 'Note',
      documentsSent: 'Documents sent; the claim is reviewed again',
      appeal: 'Appeal',
      appealReason: 'Reason of the appeal (at least 10 characters)',
      appealSent: 'Appeal sent',
      appealed: 'Appeal',
      payoutReference: 'Transfer reference',
      paidAt: 'Paid at',
      decidedAt: 'Decided at',
      send: 'Send',
      required: 'Required',
    },
  },
};
const id: typeof zh = {
  lifecycle: {
    assignee: 'Petugas',
    unassigned: 'Belum ditugaskan',
    escalated: 'Dieskalasi pada {{time}}',
    attachments: 'Lampiran',
    claim: {
      detail: 'Detail',
      title: 'Klaim {{claimNo}}',
      request: 'Permintaan petugas',
      documents: 'Dokumen',
      addDocuments: 'Tambah dokumen',
      documentsNote: 'Catatan',
      documentsSent: 'Dokumen terkirim; klaim ditinjau ulang',
      appeal: 'Banding',
      appealReason: 'Alasan banding (minimal 10 karakter)',
      appealSent: 'Banding terkirim',
      appealed: 'Banding',
      payoutReference: 'Referensi transfer',
      paidAt: 'Dibayar pada',
      decidedAt: 'Diputuskan pada',
      send: 'Kirim',
      required: 'Wajib diisi',
    },
  },
};

export type Texts = typeof en;

addResources(
  NAMESPACE,
  { zh, en, id },
  {
    th: () => import(/* webpackChunkName: "texts-th" */ './lifecycleTexts.th'),
    km: () => import(/* webpackChunkName: "texts-km" */ './lifecycleTexts.km'),
    ms: () => import(/* webpackChunkName: "texts-ms" */ './lifecycleTexts.ms'),
    vi: () => import(/* webpackChunkName: "texts-vi" */ './lifecycleTexts.vi'),
  },
);
