import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { CardGrid, FileUpload, ImagePreview, SideDrawer, type UploadedFile } from 'shared/widgets';
import { SAMPLE_CARDS, type DemoCard } from './DisplaySection.samples';

interface CardDraft {
  title: string;
  info?: string;
  image: UploadedFile[];
}

/**
 * Card grid with an add tile: the tile opens a drawer whose form uploads an image (the real
 * gateway upload) and adds a card; a card opens the image preview overlay at its picture.
 */
export function CardsDemo() {
  const { t } = useTranslation('demo');
  const [form] = Form.useForm<CardDraft>();
  const [added, setAdded] = useState<DemoCard[]>([]);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [previewAt, setPreviewAt] = useState<number>();

  const cards = useMemo<DemoCard[]>(
    () => [
      ...SAMPLE_CARDS.map(({ id, img, titleKey, infoKey }) => ({
        id,
        img,
        title: t(`display.sample.${titleKey}`),
        info: t(`display.sample.${infoKey}`),
      })),
      ...added,
    ],
    [added, t],
  );

  const addCard = async () => {
    const draft = await form.validateFields();
    const [image] = draft.image;
    setAdded((list) => [
      ...list,
      { id: image.url, img: image.url, title: draft.title, info: draft.info ?? '' },
    ]);
    form.resetFields();
  };

  return (
    <>
      <Button onClick={() => setPreviewAt(0)} style={{ marginBottom: 16 }}>
        {t('display.previewAll')}
      </Button>
      <CardGrid
        items={cards}
        rowKey="id"
        onAdd={() => setDrawerOpen(true)}
        addText={t('display.newCard')}
        onCardClick={(card) => setPreviewAt(cards.indexOf(card))}
      />
      <ImagePreview
        images={cards.map((card) => ({ url: card.img, name: card.title }))}
        open={previewAt !== undefined}
        startIndex={previewAt}
        onClose={() => setPreviewAt(undefined)}
      />
      <SideDrawer
        open={drawerOpen}
        title={t('display.newCard')}
        onClose={() => setDrawerOpen(false)}
        onConfirm={addCard}
      >
        <Typography.Paragraph type="secondary">{t('display.drawerTip')}</Typography.Paragraph>
        <Form form={form} layout="vertical" initialValues={{ image: [] }}>
          <Form.Item
            name="title"
            label={t('display.cardTitle')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('shared:pleaseEnter', { label: t('display.cardTitle') }),
              },
            ]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="info" label={t('display.cardInfo')}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name="image"
            label={t('display.cardImage')}
            rules={[{ required: true, type: 'array', min: 1 }]}
          >
            <FileUpload
              listType="picture-card"
              accept={['.jpg', '.jpeg', '.png', '.gif', '.webp']}
              fileSize={2048}
              limit={1}
            />
          </Form.Item>
        </Form>
      </SideDrawer>
    </>
  );
}
