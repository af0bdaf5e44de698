import type { CustomerDataStatus } from '../../db/schema/account';
import type { Translated } from '../../i18n/language';
import type { EntityType } from './customer-data.rules';
import { EXPORT_TEXTS } from '../downloads';

/** The headers of the network's customer data export (examine.routes.ts). */
export const EXAMINE_EXPORT_HEADERS = {
  customerCode: {
    zh: '客户编码',
    en: 'Customer code',
    id: 'Kode pelanggan',
    th: 'รหัสลูกค้า',
    km: 'លេខកូដអតិថិជន',
    ms: 'Kod pelanggan',
    vi: 'Mã khách hàng',
  },
  customer: {
    zh: '客户名称',
    en: 'Customer',
    id: 'Pelanggan',
    th: 'ลูกค้า',
    km: 'អតិថិជន',
    ms: 'Pelanggan',
    vi: 'Khách hàng',
  },
  type: EXPORT_TEXTS.type,
  status: EXPORT_TEXTS.status,
  changeRequest: {
    zh: '变更申请',
    en: 'Change request',
    id: 'Permintaan perubahan',
    th: 'คำขอเปลี่ยนแปลง',
    km: 'សំណើផ្លាស់ប្ដូរ',
    ms: 'Permintaan perubahan',
    vi: 'Yêu cầu thay đổi',
  },
  submitted: {
    zh: '提交时间',
    en: 'Submitted',
    id: 'Diajukan',
    th: 'เวลาที่ส่ง',
    km: 'ពេលដាក់ស្នើ',
    ms: 'Masa dihantar',
    vi: 'Thời gian gửi',
  },
  reviewed: {
    zh: '审核时间',
    en: 'Reviewed',
    id: 'Ditinjau',
    th: 'เวลาที่ตรวจสอบ',
    km: 'ពេលពិនិត្យ',
    ms: 'Masa disemak',
    vi: 'Thời gian duyệt',
  },
  reviewer: {
    zh: '审核人',
    en: 'Reviewer',
    id: 'Peninjau',
    th: 'ผู้ตรวจสอบ',
    km: 'អ្នកពិនិត្យ',
    ms: 'Penyemak',
    vi: 'Người duyệt',
  },
} satisfies Record<string, Translated>;

/** The customer types as the customer data screens label them (remote-account common/customerData). */
export const ENTITY_TYPE_LABELS: Record<EntityType, Translated> = {
  COMPANY: {
    zh: '企业',
    en: 'Company',
    id: 'Perusahaan',
    th: 'นิติบุคคล',
    km: 'ក្រុមហ៊ុន',
    ms: 'Syarikat',
    vi: 'Doanh nghiệp',
  },
  INDIVIDUAL: {
    zh: '个人',
    en: 'Individual',
    id: 'Perorangan',
    th: 'บุคคลธรรมดา',
    km: 'បុគ្គល',
    ms: 'Individu',
    vi: 'Cá nhân',
  },
};

/** A submission's status as the customer data screens label it. */
export const CUSTOMER_DATA_STATUS_LABELS: Record<CustomerDataStatus, Translated> = {
  DRAFT: EXPORT_TEXTS.draft,
  SUBMITTED: EXPORT_TEXTS.submitted,
  UNDER_REVIEW: {
    zh: '审核中',
    en: 'Under review',
    id: 'Sedang ditinjau',
    th: 'อยู่ระหว่างตรวจสอบ',
    km: 'កំពុងពិនិត្យ',
    ms: 'Dalam semakan',
    vi: 'Đang duyệt',
  },
  APPROVED: {
    zh: '已通过',
    en: 'Approved',
    id: 'Disetujui',
    th: 'อนุมัติแล้ว',
    km: 'បានអនុម័ត',
    ms: 'Diluluskan',
    vi: 'Đã duyệt',
  },
  REJECTED: {
    zh: '已驳回',
    en: 'Rejected',
    id: 'Ditolak',
    th: 'ปฏิเสธแล้ว',
    km: 'បានបដិសេធ',
    ms: 'Ditolak',
    vi: 'Bị từ chối',
  },
  NEEDS_REVISION: {
    zh: '需修改',
    en: 'Needs revision',
    id: 'Perlu revisi',
    th: 'ต้องแก้ไข',
    km: 'ត្រូវកែសម្រួល',
    ms: 'Perlu pembetulan',
    vi: 'Cần bổ sung',
  },
};
