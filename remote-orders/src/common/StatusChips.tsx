import { useTranslation } from 'react-i18next';
import Badge from 'antd/es/badge';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import type { StatusCounts } from '../management/api';
import { NAMESPACE } from '../i18n';

export interface StatusChipsProps {
  counts?: StatusCounts;
  /** The statuses searched; one of them lights its chip, none lights 'All'. */
  active?: string[];
  onPick(status: string | null): void;
}

/** The count of orders per status (labels from the server); a chip searches that status alone. */
export function StatusChips({ counts, active, onPick }: StatusChipsProps) {
  const { t } = useTranslation(NAMESPACE);
  // theme tokens, not fixed colours: the badge follows the Light and Dark themes
  const { token } = theme.useToken();
  if (!counts) return null;
  const only = active?.length === 1 ? active[0] : null;
  const chip = (key: string, label: string, count: number, checked: boolean, status: string | null) => (
    <Tag.CheckableTag
      key={key}
      checked={checked}
      onChange={() => onPick(status)}
      data-testid={`status-chip-${key}`}
    >
      {label}{' '}
      <Badge
        count={count}
        showZero
        overflowCount={999999}
        color={checked ? token.colorBgContainer : token.colorFillSecondary}
        style={{ color: checked ? token.colorPrimary : token.colorText }}
      />
    </Tag.CheckableTag>
  );
  return (
    <Space wrap size={[4, 8]} style={{ marginBottom: 12 }} data-testid="status-chips">
      {chip('ALL', t('search.allStatuses'), counts.total, !active?.length, null)}
      {counts.statuses.map((item) =>
        chip(item.status, item.statusLabel, item.count, only === item.status, item.status),
      )}
    </Space>
  );
}
