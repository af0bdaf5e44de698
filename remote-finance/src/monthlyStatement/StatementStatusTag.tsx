import { useTranslation } from 'react-i18next';
import { ReadableTag } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import type { Statement } from './api';
import './texts';

export type StatementStatus = Statement['status'];

export const STATEMENT_STATUS_COLORS: Record<StatementStatus, string> = {
  DRAFT: 'default',
  ISSUED: 'blue',
  DISPUTED: 'orange',
  CREDIT_NOTE: 'purple',
  PARTIALLY_PAID: 'gold',
  PAID: 'green',
  OVERDUE: 'red',
  SUSPENDED: 'magenta',
};

export const STATEMENT_STATUSES = Object.keys(STATEMENT_STATUS_COLORS) as StatementStatus[];

/** A statement's status as a coloured, readable tag. */
export function StatementStatusTag({ status }: { status: StatementStatus }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <span data-testid="statement-status">
      <ReadableTag color={STATEMENT_STATUS_COLORS[status]}>{t(`statement.statuses.${status}`)}</ReadableTag>
    </span>
  );
}
