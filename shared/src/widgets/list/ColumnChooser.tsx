import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import PushpinFilled from '@ant-design/icons/es/icons/PushpinFilled';
import PushpinOutlined from '@ant-design/icons/es/icons/PushpinOutlined';
import {
  addChosen,
  DEFAULT_FIXED_COLUMN_COUNT,
  moveChosen,
  removeChosen,
  toggleFixed,
  type ChooserField,
  type ColumnLayout,
  type LayoutChange,
} from './columnLayout';
import { useDialogFrame } from './useDialogFrame';
import './texts';

/** Spec §9: the column dialog is 1000 px wide and its grid has 6 columns. */
export const COLUMN_DIALOG_WIDTH = 1000;
export const COLUMN_GRID_SIZE = 6;

export interface ColumnChooserProps {
  open: boolean;
  layout: ColumnLayout;
  fixedColumnCount?: number;
  /** Saves the layout (POST saveUrl); resolves when saved. */
  onSave(layout: ColumnLayout): Promise<unknown>;
  /** Restores the default (GET defaultUrl) and resolves its layout. */
  onRestoreDefault(): Promise<ColumnLayout>;
  onClose(): void;
}

type Drag = { from: 'chosen' | 'available'; prop: string };
const DRAG_TYPE = 'application/x-list-column';

const grid = {
  display: 'grid',
  gridTemplateColumns: `repeat(${COLUMN_GRID_SIZE}, minmax(0, 1fr))`,
  gap: 8,
  minHeight: 48,
  padding: 8,
  border: '1px dashed #d9d9d9',
  borderRadius: 6,
} as const;
const tile = {
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  padding: '4px 8px',
  border: '1px solid #d9d9d9',
  borderRadius: 4,
  background: '#fff',
  cursor: 'grab',
  minWidth: 0,
} as const;

/**
 * The dynamic-column dialog (spec §2): 1000 px, chosen fields on top, available below, each a grid
 * of 6. Drag tiles between and within the zones (HTML5 drag and drop), or use the keyboard and
 * buttons: click an available tile to choose it, × to remove, the pin to fix (at most
 * `fixedColumnCount`, default 5), arrow keys to move a chosen tile. The last chosen field stays.
 * @example
 * <ColumnChooser open layout={layout} onSave={save} onRestoreDefault={restore} onClose={close} />
 */
export function ColumnChooser({
  open,
  layout,
  fixedColumnCount,
  onSave,
  onRestoreDefault,
  onClose,
}: ColumnChooserProps) {
  const { t } = useTranslation('shared');
  const { message } = App.useApp();
  const [draft, setDraft] = useState(layout);
  const [busy, setBusy] = useState<'save' | 'default' | null>(null);
  const limit = fixedColumnCount ?? DEFAULT_FIXED_COLUMN_COUNT;
  const frame = useDialogFrame({ width: COLUMN_DIALOG_WIDTH });

  // The draft starts from the saved layout as the dialog opens, and only then: a parent that
  // renders again while it is open (a list refetching, texts loading) hands an equal layout anew,
  // which must not undo the user's changes.
  const [openedWith, setOpenedWith] = useState<boolean>(false);
  if (open !== openedWith) {
    setOpenedWith(open);
    if (open) setDraft(layout);
  }

  const apply = (change: LayoutChange) => {
    if (change.ok) setDraft(change.layout);
    else if (change.reason === 'keepOne') message.warning(t('keepOneSelected'));
    else message.warning(t('maxFixedColumns', { count: change.limit }));
  };

  const readDrag = (event: DragEvent): Drag | null => {
    try {
      return JSON.parse(event.dataTransfer.getData(DRAG_TYPE)) as Drag;
    } catch {
      return null;
    }
  };
  const dropOnChosen = (event: DragEvent, index?: number) => {
    event.preventDefault();
    event.stopPropagation();
    const drag = readDrag(event);
    if (!drag) return;
    if (drag.from === 'available') setDraft(addChosen(draft, drag.prop, index));
    else {
      const from = draft.chosen.findIndex((field) => field.prop === drag.prop);
      setDraft(moveChosen(draft, from, index ?? draft.chosen.length - 1));
    }
  };
  const dropOnAvailable = (event: DragEvent) => {
    event.preventDefault();
    const drag = readDrag(event);
    if (drag?.from === 'chosen') apply(removeChosen(draft, drag.prop));
  };
  const dragStart = (drag: Drag) => (event: DragEvent) => {
    event.dataTransfer.setData(DRAG_TYPE, JSON.stringify(drag));
    event.dataTransfer.effectAllowed = 'move';
  };
  const onChosenKey = (index: number) => (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') setDraft(moveChosen(draft, index, index - 1));
    else if (event.key === 'ArrowRight') setDraft(moveChosen(draft, index, index + 1));
    else if (event.key === 'Delete') apply(removeChosen(draft, draft.chosen[index].prop));
  };

  const run = async (kind: 'save' | 'default') => {
    setBusy(kind);
    try {
      if (kind === 'save') {
        await onSave(draft);
        onClose();
      } else setDraft(await onRestoreDefault());
    } catch {
      // The call already showed the server's msg as an error.
    } finally {
      setBusy(null);
    }
  };

  const chosenTile = (field: ChooserField, index: number) => (
    <div
      key={field.prop}
      role="listitem"
      tabIndex={0}
      draggable
      data-prop={field.prop}
      aria-label={field.label}
      style={{ ...tile, borderColor: field.fixed ? '#1677ff' : '#d9d9d9' }}
      onDragStart={dragStart({ from: 'chosen', prop: field.prop })}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => dropOnChosen(event, index)}
      onKeyDown={onChosenKey(index)}
    >
      <Button
        type="text"
        size="small"
        aria-pressed={field.fixed}
        aria-label={`${field.fixed ? t('list.unfix') : t('list.fix')} ${field.label}`}
        icon={field.fixed ? <PushpinFilled /> : <PushpinOutlined />}
        onClick={() => apply(toggleFixed(draft, field.prop, limit))}
      />
      <span style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {field.label}
      </span>
      <Button
        type="text"
        size="small"
        aria-label={`${t('list.remove')} ${field.label}`}
        icon={<CloseOutlined />}
        onClick={() => apply(removeChosen(draft, field.prop))}
      />
    </div>
  );

  return (
    <Modal
      open={open}
      {...frame}
      title={t('list.columnChooser')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button
          key="default"
          loading={busy === 'default'}
          disabled={busy === 'save'}
          onClick={() => void run('default')}
        >
          {t('list.restoreDefault')}
        </Button>,
        <Button key="cancel" disabled={busy !== null} onClick={onClose}>
          {t('list.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={busy === 'save'}
          disabled={busy === 'default'}
          onClick={() => void run('save')}
        >
          {t('list.save')}
        </Button>,
      ]}
    >
      <h4>{t('list.chosenFields')}</h4>
      <div
        role="list"
        aria-label={t('list.chosenFields')}
        data-testid="column-chooser-chosen"
        style={grid}
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => dropOnChosen(event)}
      >
        {draft.chosen.map(chosenTile)}
      </div>
      <h4 style={{ marginTop: 16 }}>{t('list.availableFields')}</h4>
      <div
        role="list"
        aria-label={t('list.availableFields')}
        data-testid="column-chooser-available"
        style={grid}
        onDragOver={(event) => event.preventDefault()}
        onDrop={dropOnAvailable}
      >
        {draft.available.map((field) => (
          <button
            key={field.prop}
            type="button"
            role="listitem"
            draggable
            data-prop={field.prop}
            style={{ ...tile, cursor: 'pointer' }}
            onDragStart={dragStart({ from: 'available', prop: field.prop })}
            onClick={() => setDraft(addChosen(draft, field.prop))}
          >
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {field.label}
            </span>
          </button>
        ))}
      </div>
    </Modal>
  );
}
