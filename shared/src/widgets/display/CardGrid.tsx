import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './texts';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';

/** Spec §9 card grid defaults: span 8 of a 24-column row, gutter 20. */
export const CARD_GRID_SPAN = 8;
export const CARD_GRID_GUTTER = 20;
export const GRID_ROW_SPAN = 24;

/** Which fields of an item hold the card's image, title and info (spec §3 card item). */
export interface CardItemKeys<T> {
  img: keyof T;
  title: keyof T;
  info: keyof T;
}

export interface CardGridProps<T extends object> {
  items: readonly T[];
  /** Field names of the image, title and info (default 'img', 'title', 'info'). */
  keys?: Partial<CardItemKeys<T>>;
  rowKey: keyof T | ((item: T) => Key);
  span?: number;
  gutter?: number;
  /** Shows the add tile first; clicking it calls onAdd. */
  onAdd?: () => void;
  addText?: ReactNode;
  onCardClick?: (item: T) => void;
  /** Buttons under a card (e.g. edit / delete). */
  actions?: (item: T) => ReactNode[];
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * Card grid with an add tile (spec §2, §9): cards of `span` 8 in rows of 24 with a 20 px gutter
 * (full width on phones), each showing the item's img, title and info fields.
 * @example
 * <CardGrid items={goods} rowKey="id" keys={{ img: 'cover', title: 'name', info: 'remark' }} onAdd={openCreate} />
 */
export function CardGrid<T extends object>({
  items,
  keys,
  rowKey,
  span = CARD_GRID_SPAN,
  gutter = CARD_GRID_GUTTER,
  onAdd,
  addText,
  onCardClick,
  actions,
}: CardGridProps<T>) {
  const { t } = useTranslation('shared');
  const field = { img: 'img', title: 'title', info: 'info', ...keys } as CardItemKeys<T>;
  const keyOf = (item: T): Key => (typeof rowKey === 'function' ? rowKey(item) : text(item[rowKey]));
  const column = (key: Key, child: ReactNode) => (
    <Col key={key} xs={GRID_ROW_SPAN} sm={span} span={span} style={{ marginBottom: gutter }}>
      {child}
    </Col>
  );

  return (
    <Row gutter={gutter}>
      {onAdd &&
        column(
          '__add',
          <Card
            role="button"
            tabIndex={0}
            hoverable
            onClick={onAdd}
            onKeyDown={(event) => event.key === 'Enter' && onAdd()}
            style={{ height: '100%', minHeight: 160, borderStyle: 'dashed', textAlign: 'center' }}
            styles={{ body: { height: '100%', display: 'grid', placeContent: 'center' } }}
          >
            <PlusOutlined style={{ fontSize: 24 }} />
            <div style={{ marginTop: 8 }}>{addText ?? t('display.add')}</div>
          </Card>,
        )}
      {items.map((item) => {
        const img = text(item[field.img]);
        const title = text(item[field.title]);
        return column(
          keyOf(item),
          <Card
            hoverable={Boolean(onCardClick)}
            onClick={onCardClick && (() => onCardClick(item))}
            cover={
              img ? <img src={img} alt={title} style={{ height: 160, objectFit: 'cover' }} /> : undefined
            }
            actions={actions?.(item)}
          >
            <Card.Meta title={title} description={text(item[field.info])} />
          </Card>,
        );
      })}
    </Row>
  );
}
