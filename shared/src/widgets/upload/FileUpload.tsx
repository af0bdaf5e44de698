import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './texts';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Upload, { type UploadProps } from 'antd/es/upload';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { ImagePreview } from '../display/ImagePreview';
import { DEFAULT_UPLOAD_ACTION } from './sendFile';
import type { CloudUploader, UploadedFile } from './types';
import { UploadFailure, uploadOne } from './uploadOne';
import { countExcess, DEFAULT_UPLOAD_LIMIT, formatKb, isTooLarge, matchesAccept } from './uploadRules';
import { useUploadItems, type UploadItem } from './useUploadItems';

export interface FileUploadProps {
  /** Controlled value: the uploaded files. Leave undefined for an uncontrolled upload. */
  value?: UploadedFile[];
  onChange?: (next: UploadedFile[]) => void;
  /** Accepted types: extensions ('.pdf'), MIME types or groups ('image/*'); empty accepts all. */
  accept?: string[];
  /** Size cap per file, in KB (1024 = 1 MB); no cap when omitted. */
  fileSize?: number;
  /** Most files the value may hold (spec §9 default 10). */
  limit?: number;
  /** Upload URL (POST, multipart field `file`). */
  action?: string;
  /** Extra query parameters of the upload call, e.g. `{ bizType: 'goods' }`. */
  params?: Record<string, unknown>;
  /** Keys of the url and the name in the upload answer (spec §3). */
  urlKey?: string;
  nameKey?: string;
  listType?: 'text' | 'picture-card';
  /** Direct-to-cloud strategy instead of the action. */
  uploader?: CloudUploader;
  disabled?: boolean;
  /** Shows the accepted types, size cap and limit under the list (default true). */
  showHint?: boolean;
  id?: string;
}

/**
 * Upload of the spec (§5, §7, §8): checks the accepted types ('file type does not match'), the
 * size cap ('file too large') and the count limit (warning with the limit, selected and total);
 * POSTs each file as multipart `file` to `action` through shared's http (portal headers, session
 * rules); shows 'upload succeeded' or 'upload failed' / the server msg; removing an uploaded file
 * asks 'Are you sure to remove this option?'. Picture cards open the image preview overlay.
 * Works as an antd Form field (`value` / `onChange`).
 * @example
 * <Form.Item name="attachments" label="Attachments">
 *   <FileUpload accept={['.xlsx', '.pdf']} fileSize={1024} limit={3} />
 * </Form.Item>
 */
export function FileUpload({
  value,
  onChange,
  accept,
  fileSize,
  limit = DEFAULT_UPLOAD_LIMIT,
  action = DEFAULT_UPLOAD_ACTION,
  params,
  urlKey = 'url',
  nameKey = 'name',
  listType = 'text',
  uploader,
  disabled,
  showHint = true,
  id,
}: FileUploadProps) {
  const { t } = useTranslation('shared');
  const { message, modal } = App.useApp();
  const list = useUploadItems(value, onChange);
  const [previewAt, setPreviewAt] = useState<number>();
  const images = useMemo(() => list.value.map(({ url, name }) => ({ url, name })), [list.value]);

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const excess = countExcess(list.latest.current.length + list.inFlight, batch.length, limit);
    if (excess) {
      if (file.uid === batch[0]?.uid) message.warning(t('fileCountExceeded', { ...excess }));
      return Upload.LIST_IGNORE;
    }
    if (!matchesAccept(file, accept)) {
      message.error(`${file.name}: ${t('fileTypeMismatch')}`);
      return Upload.LIST_IGNORE;
    }
    if (isTooLarge(file, fileSize)) {
      message.error(`${file.name}: ${t('fileTooLarge')}`);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    const controller = new AbortController();
    // axios delivers a throttled last progress event after the answer; it must not revive the item.
    let settled = false;
    uploadOne({
      file: file as File,
      action,
      params,
      urlKey,
      nameKey,
      uploader,
      signal: controller.signal,
      onProgress: (percent) => {
        if (!settled) onProgress?.({ percent });
      },
    }).then(
      (uploaded) => {
        settled = true;
        message.success(t('uploadSucceeded'));
        onSuccess?.(uploaded);
      },
      (error: unknown) => {
        settled = true;
        if (controller.signal.aborted) return;
        const shown = (error instanceof UploadFailure && error.shownMsg) || t('uploadFailed');
        message.error(shown);
        onError?.(error instanceof Error ? error : new Error(shown), shown);
      },
    );
    return { abort: () => controller.abort() };
  };

  const onRemove = (item: UploadItem) =>
    item.status !== 'done'
      ? true
      : new Promise<boolean>((resolve) => {
          modal.confirm({
            title: t('removeFileConfirm'),
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          });
        });

  const onPreview = (item: UploadItem) => setPreviewAt(images.findIndex((image) => image.url === item.url));

  const full = list.items.length >= limit;
  const trigger =
    listType === 'picture-card' ? (
      full ? null : (
        <button type="button" style={{ border: 0, background: 'none', cursor: 'inherit' }}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{t('upload.add')}</div>
        </button>
      )
    ) : (
      <Button icon={<UploadOutlined />} disabled={disabled}>
        {t('upload.select')}
      </Button>
    );

  return (
    <div id={id}>
      <Upload<UploadedFile | string>
        accept={{ format: (accept ?? []).join(','), filter: 'native' }}
        multiple={limit > 1}
        listType={listType}
        fileList={list.items}
        onChange={list.onListChange}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onRemove={onRemove}
        onPreview={listType === 'picture-card' ? onPreview : undefined}
        isImageUrl={listType === 'picture-card' ? () => true : undefined}
        disabled={disabled}
      >
        {trigger}
      </Upload>
      {showHint && <UploadHint accept={accept} fileSize={fileSize} limit={limit} />}
      <ImagePreview
        images={images}
        open={previewAt !== undefined && previewAt >= 0}
        startIndex={previewAt}
        onClose={() => setPreviewAt(undefined)}
      />
    </div>
  );
}

function UploadHint({
  accept,
  fileSize,
  limit,
}: Pick<FileUploadProps, 'accept' | 'fileSize'> & { limit: number }) {
  const { t } = useTranslation('shared');
  const parts = [
    accept?.length ? t('upload.hintTypes', { types: accept.join(', ') }) : undefined,
    fileSize ? t('upload.hintSize', { size: formatKb(fileSize) }) : undefined,
    t('upload.hintLimit', { limit }),
  ];
  return (
    <div style={{ color: 'rgba(0, 0, 0, 0.45)', fontSize: 12, marginTop: 4 }}>
      {parts.filter(Boolean).join(' · ')}
    </div>
  );
}
