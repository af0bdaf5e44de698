import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import { ListScreen, useListScreen, type ListColumn } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import '../common/customerData/texts';
import {
  exportSubmissions,
  fetchExaminePage,
  type ExamineRow,
  type SubmissionStatus,
} from '../common/customerData/api';
import { ReviewDialog } from './ReviewDialog';

const ROUTE_NAME = 'customerExamine';
const STATUSES: SubmissionStatus[] = ['SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'REJECTED', 'NEEDS_REVISION'];
const COLORS: Partial<Record<SubmissionStatus, string>> = {
  SUBMITTED: 'blue',
  UNDER_REVIEW: 'gold',
  APPROVED: 'green',
  REJECTED: 'red',
  NEEDS_REVISION: 'orange',
};

interface ExamineSearch {
  status?: SubmissionStatus;
  keyword?: string;
}

/** /customerExamine: network staff review the data of the customers their network serves. */
export default function CustomerExaminePage() {
  const { t } = useTranslation(NAMESPACE);
  const submissions = useListScreen<ExamineRow, ExamineSearch>({
    cacheKey: ROUTE_NAME,
    initialSearch: {},
    loadPage: fetchExaminePage,
  });
  const [reviewing, setReviewing] = useState<number | null>(null);
  const { refresh } = submissions;
  const close = useCallback(() => setReviewing(null), []);
  const done = useCallback(() => {
    setReviewing(null);
    refresh();
  }, [refresh]);

  const columns: ListColumn<ExamineRow>[] = [
    { prop: 'customerCode', label: t('customerData.examine.code'), width: 130 },
    { prop: 'customerName', label: t('customerData.examine.customer'), width: 220 },
    {
      prop: 'entityType',
      label: t('customerData.entityType'),
      width: 120,
      slot: (row) => t(`customerData.entityTypes.${row.entityType}`),
    },
    {
      prop: 'status',
      label: t('authority.columns.status'),
      width: 140,
      slot: (row) => <Tag color={COLORS[row.status]}>{t(`customerData.statuses.${row.status}`)}</Tag>,
    },
    { prop: 'submittedAt', label: t('customerData.examine.submittedAt'), width: 170, format: 'time' },
    { prop: 'reviewedAt', label: t('customerData.examine.reviewedAt'), width: 170, format: 'time' },
    { prop: 'reviewedBy', label: t('customerData.examine.reviewer'), width: 120 },
  ];

  return (
    <ListScreen<ExamineRow, ExamineSearch, unknown>
      title={t('customerData.examineTitle')}
      routeName={ROUTE_NAME}
      screen={submissions}
      search={{
        name: 'examineSearch',
        fields: [
          { name: 'keyword', label: t('customerData.examine.keyword'), input: <Input allowClear /> },
          {
            name: 'status',
            label: t('authority.columns.status'),
            input: (
              <Select
                allowClear
                options={STATUSES.map((value) => ({ value, label: t(`customerData.statuses.${value}`) }))}
              />
            ),
          },
        ],
      }}
      toolbar={[
        {
          key: 'export',
          label: t('customerData.examine.export'),
          permission: 'EXCEL',
          export: () => exportSubmissions(submissions.search),
        },
      ]}
      columns={columns}
      rowActions={[
        { action: 'CHECK', label: t('customerData.examine.review'), onClick: (row) => setReviewing(row.id) },
      ]}
    >
      <ReviewDialog id={reviewing} onClose={close} onDone={done} />
    </ListScreen>
  );
}
