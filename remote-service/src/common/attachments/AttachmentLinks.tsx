import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { ImagePreview } from 'shared/widgets';
import { NAMESPACE } from '../../i18n';
import './texts';

/** A file of a service answer with its short-lived signed link. */
export interface FileLink {
  key: string;
  name: string;
  contentType: string;
  url: string;
}

/**
 * The files of a ticket, a message, a claim or a return: images open in the image preview, other
 * files (PDF) are links that open the signed URL; nothing shows a storage key.
 * @example
 * <AttachmentLinks files={ticket.attachmentFiles} />
 */
export function AttachmentLinks({ files, label }: { files: readonly FileLink[]; label?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [shown, setShown] = useState<number | null>(null);
  if (files.length === 0) return null;
  const images = files.filter((file) => file.contentType.startsWith('image/'));
  return (
    <Space wrap size="small" aria-label={label ?? t('attachments.files')} role="group">
      {files.map((file) =>
        file.contentType.startsWith('image/') ? (
          <Button
            key={file.key}
            type="link"
            size="small"
            aria-label={t('attachments.preview', { name: file.name })}
            onClick={() => setShown(images.indexOf(file))}
          >
            {file.name}
          </Button>
        ) : (
          <Typography.Link key={file.key} href={file.url} target="_blank" rel="noreferrer">
            {file.name}
          </Typography.Link>
        ),
      )}
      <ImagePreview
        images={images.map((file) => ({ url: file.url, name: file.name }))}
        open={shown !== null}
        startIndex={shown ?? 0}
        onClose={() => setShown(null)}
      />
    </Space>
  );
}
