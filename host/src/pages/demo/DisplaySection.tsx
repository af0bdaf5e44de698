import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { isEmpty } from 'shared';
import { BackToTop, createRestTreeAdapter, TreeEditor } from 'shared/widgets';
import { CardsDemo } from './DisplaySection.cards';
import './DisplaySection.samples';

/** The gateway's goods categories, driven by the tree editor. */
const goodsCategories = createRestTreeAdapter({
  treeUrl: '/customer-api/goodsCategory/tree',
  saveUrl: '/customer-api/goodsCategory',
  deleteUrl: '/customer-api/goodsCategory/delete',
});

const SCROLL_LINES = Array.from({ length: 80 }, (_, i) => i + 1);

/**
 * Gallery of the display widgets: card grid with its add tile (drawer form with a real upload),
 * image preview overlay, back-to-top in a tall scroll area, the tree editor on the gateway's goods
 * categories, and an empty-check playground.
 */
export default function DisplaySection() {
  const { t } = useTranslation('demo');
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('display.cards')} data-testid="display-cards">
        <CardsDemo />
      </Card>
      <Card title={t('display.backToTop')} data-testid="display-back-to-top">
        <ScrollArea />
      </Card>
      <Card title={t('display.categories')} data-testid="display-tree">
        <TreeEditor adapter={goodsCategories} nameLabel={t('display.categoryName')} />
      </Card>
      <Card title={t('display.emptyCheck')} data-testid="display-empty-check">
        <EmptyCheck />
      </Card>
    </Space>
  );
}

function ScrollArea() {
  const { t } = useTranslation('demo');
  const scroller = useRef<HTMLDivElement>(null);
  const target = useCallback(() => scroller.current, []);
  return (
    <>
      <div
        ref={scroller}
        data-testid="scroll-area"
        style={{ height: 300, overflow: 'auto', border: '1px solid #f0f0f0' }}
      >
        {SCROLL_LINES.map((n) => (
          <div key={n} style={{ padding: '8px 12px', borderBottom: '1px solid #fafafa' }}>
            {t('display.scrollLine', { n })}
          </div>
        ))}
      </div>
      <BackToTop target={target} />
    </>
  );
}

function EmptyCheck() {
  const { t } = useTranslation('demo');
  const [text, setText] = useState('null');
  const parsed = useMemo((): { value: unknown; json: boolean } => {
    try {
      return { value: JSON.parse(text) as unknown, json: true };
    } catch {
      return { value: text, json: false };
    }
  }, [text]);
  const empty = isEmpty(parsed.value);
  return (
    <Space wrap>
      <Input
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('display.emptyCheckInput')}
        aria-label={t('display.emptyCheckInput')}
        style={{ width: 320 }}
      />
      <Tag color={empty ? 'red' : 'green'} data-testid="empty-check-result">
        {empty ? t('display.isEmpty') : t('display.notEmpty')}
      </Tag>
      {!parsed.json && <span>{t('display.notJson')}</span>}
    </Space>
  );
}
