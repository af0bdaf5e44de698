import type { ReactNode } from 'react';
import Form from 'antd/es/form';
import type { Rule } from 'antd/es/form';
import { FileUpload, type UploadedFile } from 'shared/widgets';

/** The service domain's attachment limits (service_settings: 5 files of 5 MB, images or PDF). */
const MAX_FILES = 5;
const MAX_KB = 5 * 1024;

/**
 * The attachment block of the service forms (ticket, claim, its documents and appeal, return
 * rejection): a form item holding the uploaded files; send `keysOf(values.<name>)`.
 * @example
 * <AttachmentField name="documents" label={t('claim.form.documents')} bizType="claim" />
 */
export function AttachmentField({
  name,
  label,
  bizType,
  imagesOnly = false,
  required,
  rules = [],
  extra,
}: {
  name: string;
  label: ReactNode;
  bizType: string;
  imagesOnly?: boolean;
  /** The message shown when no file was added; none: optional. */
  required?: string;
  /** More checks of the files (e.g. the photos a claim type needs). */
  rules?: Rule[];
  /** A hint under the block. */
  extra?: ReactNode;
}) {
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={[...(required ? [{ required: true, message: required }] : []), ...rules]}
    >
      <FileUpload
        accept={imagesOnly ? ['image/*'] : ['image/*', '.pdf']}
        fileSize={MAX_KB}
        limit={MAX_FILES}
        urlKey="key"
        params={{ bizType }}
      />
    </Form.Item>
  );
}

/** The storage keys of the uploaded files (the upload widget keeps the key as `url`, urlKey="key"). */
export const keysOf = (files: readonly UploadedFile[] | undefined): string[] =>
  (files ?? []).map((file) => file.url);
