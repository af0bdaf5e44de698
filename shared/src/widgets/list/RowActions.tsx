import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import CheckOutlined from '@ant-design/icons/es/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import EyeOutlined from '@ant-design/icons/es/icons/EyeOutlined';
import FormOutlined from '@ant-design/icons/es/icons/FormOutlined';
import type { ListPermissions } from './permissions';
import type { CellEditState } from './useCellEdit';
import type { CustomRowAction, ListRow } from './types';
import './texts';

/** Whether a colour (#rrggbb) is dark: the dark theme's backgrounds are. */
function isDark(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b < 128;
}

/**
 * The colour of a text row action: antd's link blue is 4.1:1 on white and 3.6:1 on the dark
 * theme's background, below WCAG 1.4.3's 4.5:1 (axe color-contrast); the primary palette's active
 * shade reads 6.2:1 on white, its hover shade 5.2:1 on the dark background.
 */
export function readableLinkColor(token: {
  colorBgContainer: string;
  colorPrimaryTextActive: string;
  colorPrimaryTextHover: string;
}): string {
  return /^#[0-9a-f]{6}$/i.test(token.colorBgContainer) && isDark(token.colorBgContainer)
    ? token.colorPrimaryTextHover
    : token.colorPrimaryTextActive;
}

/** Spec §9 column widths. */
export const ACTION_COLUMN_WIDTH = 120;
export const ACTION_COLUMN_WIDTH_MOBILE = 100;
export const INDEX_COLUMN_WIDTH = 60;
export const SELECTION_COLUMN_WIDTH = 50;
export const SELECTION_COLUMN_WIDTH_WITH_SUMMARY = 70;

/**
 * Pixels for small link buttons of these labels on one line: 14 px text (about 7.5 px a Latin
 * letter, 14 px a Chinese character), 7 px padding each side, 8 px cell padding each side; at least
 * the spec's 120.
 * @example
 * actionColumnWidth(['Detail', 'Print label']); // 172
 */
export function actionColumnWidth(labels: string[]): number {
  const textWidth = (label: string) =>
    [...label].reduce((sum, char) => sum + (char.charCodeAt(0) > 0x2e80 ? 14 : 7.5), 0);
  const buttons = labels.reduce((sum, label) => sum + Math.ceil(textWidth(label)) + 14, 0);
  return Math.max(ACTION_COLUMN_WIDTH, buttons + 16);
}

export interface RowActionsProps<Row> {
  row: ListRow<Row>;
  permissions: Pick<ListPermissions, 'row'>;
  onView?(row: ListRow<Row>): void;
  onEdit?(row: ListRow<Row>): void;
  onDelete?(row: ListRow<Row>): void;
  cellEdit?: CellEditState<Row>;
  custom?: CustomRowAction<Row>[];
  /** Keeps the actions on one line (the column must then be wide enough for them). */
  nowrap?: boolean;
}

/**
 * The row's actions, each by its permission (view DETAIL, edit EDIT, delete DELETE, cell edit
 * UPDATE, custom ones by their own key); the row flags `$view`, `$edit`, `$delete` set to false
 * hide view, edit, delete (spec §3, §6).
 * @example
 * <RowActions row={row} permissions={perms} onView={view} onEdit={edit} onDelete={remove} />
 */
export function RowActions<Row>({
  row,
  permissions,
  onView,
  onEdit,
  onDelete,
  cellEdit,
  custom,
  nowrap = false,
}: RowActionsProps<Row>) {
  const { t } = useTranslation('shared');
  const { token } = theme.useToken();
  const linkColor = readableLinkColor(token);
  const icon = (label: string, node: React.ReactNode, onClick: () => void, danger = false) => (
    <Button
      key={label}
      type="link"
      size="small"
      danger={danger}
      aria-label={label}
      title={label}
      icon={node}
      onClick={onClick}
    />
  );
  if (cellEdit?.isEditing(row))
    return (
      <span>
        {icon(t('list.save'), <CheckOutlined />, () => void cellEdit.save(row))}
        {icon(t('list.cancel'), <CloseOutlined />, () => cellEdit.cancel(row))}
      </span>
    );
  return (
    <span
      style={{
        display: 'inline-flex',
        flexWrap: nowrap ? 'nowrap' : 'wrap',
        whiteSpace: nowrap ? 'nowrap' : undefined,
      }}
    >
      {onView &&
        permissions.row('DETAIL') &&
        row.$view !== false &&
        icon(t('list.view'), <EyeOutlined />, () => onView(row))}
      {onEdit &&
        permissions.row('EDIT') &&
        row.$edit !== false &&
        icon(t('list.edit'), <EditOutlined />, () => onEdit(row))}
      {cellEdit &&
        permissions.row('UPDATE') &&
        icon(t('list.cellEdit'), <FormOutlined />, () => cellEdit.start(row))}
      {onDelete &&
        permissions.row('DELETE') &&
        row.$delete !== false &&
        icon(t('list.delete'), <DeleteOutlined />, () => onDelete(row), true)}
      {custom
        ?.filter((action) => permissions.row(action.action))
        .map((action) => (
          <Button
            key={action.action}
            type="link"
            size="small"
            style={{ color: linkColor }}
            onClick={() => action.onClick(row)}
          >
            {action.label}
          </Button>
        ))}
    </span>
  );
}
