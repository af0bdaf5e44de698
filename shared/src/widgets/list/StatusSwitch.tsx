import { useTranslation } from 'react-i18next';
import Badge from 'antd/es/badge';
import Space from 'antd/es/space';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import './texts';

/** One status of a list: its key (what the search sends), its label, and how many rows hold it. */
export interface StatusItem {
  key: string;
  label: string;
  count?: number;
}

export interface StatusSwitchProps {
  items: StatusItem[];
  /** The status searched; `null`: every status (the 'All' chip). */
  active: string | null;
  onPick(status: string | null): void;
  /**
   * `chips` (default): an 'All' chip with `total`, then a chip with its count per status.
   * `tabs`: one tab per status and no 'All' (a list always shown by one status).
   */
  as?: 'chips' | 'tabs';
  /** Rows of every status, on the 'All' chip. */
  total?: number;
}

/**
 * The status counts of a list screen (part of `ListScreen`): picking one searches that status
 * alone. Badge colours are theme tokens, so they follow the Light and Dark themes.
 * @example
 * <StatusSwitch items={[{ key: 'CREATED', label: 'Created', count: 3 }]} total={5} active={null} onPick={pick} />
 */
export function StatusSwitch({ items, active, onPick, as = 'chips', total }: StatusSwitchProps) {
  const { t } = useTranslation('shared');
  const { token } = theme.useToken();
  if (as === 'tabs')
    return (
      <Tabs
        activeKey={active ?? undefined}
        onChange={onPick}
        items={items.map((item) => ({ key: item.key, label: item.label }))}
      />
    );
  const chip = (key: string, label: string, count: number | undefined, status: string | null) => {
    const checked = active === status;
    return (
      <Tag.CheckableTag
        key={key}
        checked={checked}
        onChange={() => onPick(status)}
        data-testid={`status-chip-${key}`}
      >
        {label}{' '}
        {count !== undefined && (
          <Badge
            count={count}
            showZero
            overflowCount={999999}
            color={checked ? token.colorBgContainer : token.colorFillSecondary}
            style={{ color: checked ? token.colorPrimary : token.colorText }}
          />
        )}
      </Tag.CheckableTag>
    );
  };
  return (
    <Space wrap size={[4, 8]} style={{ marginBottom: 12 }} data-testid="status-chips">
      {chip('ALL', t('list.allStatuses'), total, null)}
      {items.map((item) => chip(item.key, item.label, item.count, item.key))}
    </Space>
  );
}
