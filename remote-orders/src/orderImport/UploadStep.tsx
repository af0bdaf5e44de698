import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import Checkbox from 'antd/es/checkbox';
import Space from 'antd/es/space';
import Upload from 'antd/es/upload';
import InboxOutlined from '@ant-design/icons/es/icons/InboxOutlined';
import { formatKb, isTooLarge, matchesAccept } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { IMPORT_ACCEPT, MAX_IMPORT_FILE_KB } from './api';

interface UploadStepProps {
  disabled: boolean;
  onFile(file: File, isFilterRepeat: 0 | 1): Promise<void>;
}

/** Step 2: one .xlsx (checked before sending) and the "filter repeats" choice. */
export function UploadStep({ disabled, onFile }: UploadStepProps) {
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();
  const [filterRepeat, setFilterRepeat] = useState(true);
  const size = formatKb(MAX_IMPORT_FILE_KB);

  const accept = (file: File) => {
    if (!matchesAccept(file, IMPORT_ACCEPT)) {
      message.error(t('orderImport.notXlsx'));
      return Upload.LIST_IGNORE;
    }
    if (isTooLarge(file, MAX_IMPORT_FILE_KB)) {
      message.error(t('orderImport.tooLarge', { size }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Checkbox
        checked={filterRepeat}
        disabled={disabled}
        onChange={(event) => setFilterRepeat(event.target.checked)}
      >
        {t('orderImport.filterRepeat')}
      </Checkbox>
      <Upload.Dragger
        accept={IMPORT_ACCEPT.join(',')}
        multiple={false}
        showUploadList={false}
        disabled={disabled}
        beforeUpload={accept}
        customRequest={({ file, onSuccess }) => {
          void onFile(file as File, filterRepeat ? 1 : 0).then(() => onSuccess?.(null));
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('orderImport.upload')}</p>
        <p className="ant-upload-hint">{t('orderImport.uploadHint', { size })}</p>
      </Upload.Dragger>
    </Space>
  );
}
