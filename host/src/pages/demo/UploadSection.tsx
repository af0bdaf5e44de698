import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { addResources } from 'shared';
import { FileUpload, type UploadedFile } from 'shared/widgets';

const texts = {
  zh: {
    upload: {
      documents: '文档上传（xlsx / pdf，不超过 1 MB，最多 3 个）',
      images: '图片上传（卡片，不超过 2 MB）',
      value: '当前值',
      empty: '（空）',
    },
  },
  en: {
    upload: {
      documents: 'Documents (xlsx / pdf, up to 1 MB, at most 3)',
      images: 'Images (picture cards, up to 2 MB)',
      value: 'Current value',
      empty: '(empty)',
    },
  },
  id: {
    upload: {
      documents: 'Dokumen (xlsx / pdf, maksimal 1 MB, paling banyak 3)',
      images: 'Gambar (kartu, maksimal 2 MB)',
      value: 'Nilai saat ini',
      empty: '(kosong)',
    },
  },
};

export type Texts = (typeof texts)['en'];

addResources('demo', texts, {
  th: () => import(/* webpackChunkName: "texts-th" */ './UploadSection.th'),
  km: () => import(/* webpackChunkName: "texts-km" */ './UploadSection.km'),
  ms: () => import(/* webpackChunkName: "texts-ms" */ './UploadSection.ms'),
  vi: () => import(/* webpackChunkName: "texts-vi" */ './UploadSection.vi'),
});

/** Spec §9 sizes of the two demo uploads, in KB (the widget's `fileSize` unit). */
const DOCUMENT_MAX_KB = 1024;
const IMAGE_MAX_KB = 2048;
const DOCUMENT_LIMIT = 3;
const IMAGE_TYPES = ['.jpg', '.jpeg', '.png', '.gif', '.webp'];

/**
 * Gallery of the upload widget against the gateway's real `/customer-api/file/upload`: a text list
 * of at most 3 xlsx / pdf files up to 1 MB, and picture cards of images up to 2 MB that open the
 * image preview overlay. Each shows its current value.
 */
export default function UploadSection() {
  const { t } = useTranslation('demo');
  const [documents, setDocuments] = useState<UploadedFile[]>([]);
  const [images, setImages] = useState<UploadedFile[]>([]);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('upload.documents')} data-testid="upload-documents">
        <FileUpload
          value={documents}
          onChange={setDocuments}
          accept={['.xlsx', '.pdf']}
          fileSize={DOCUMENT_MAX_KB}
          limit={DOCUMENT_LIMIT}
          params={{ bizType: 'demoDocument' }}
        />
        <CurrentValue testId="upload-documents-value" files={documents} />
      </Card>
      <Card title={t('upload.images')} data-testid="upload-images">
        <FileUpload
          value={images}
          onChange={setImages}
          accept={IMAGE_TYPES}
          fileSize={IMAGE_MAX_KB}
          listType="picture-card"
          params={{ bizType: 'demoImage' }}
        />
        <CurrentValue testId="upload-images-value" files={images} />
      </Card>
    </Space>
  );
}

function CurrentValue({ files, testId }: { files: UploadedFile[]; testId: string }) {
  const { t } = useTranslation('demo');
  return (
    <div style={{ marginTop: 12 }}>
      <Typography.Text strong>{t('upload.value')}</Typography.Text>
      <ol data-testid={testId} style={{ margin: '4px 0 0', paddingLeft: 20, wordBreak: 'break-all' }}>
        {files.length === 0 && <li style={{ listStyle: 'none' }}>{t('upload.empty')}</li>}
        {files.map((file) => (
          <li key={file.url}>
            <a href={file.url} target="_blank" rel="noreferrer">
              {file.name}
            </a>
          </li>
        ))}
      </ol>
    </div>
  );
}
