import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Upload from 'antd/es/upload';
import { messageOf } from 'shared';
import { useDialogFrame } from 'shared/widgets';
import { NAMESPACE } from '../../i18n';
import './texts';
import {
  MAX_ADDRESS_FILE_BYTES,
  downloadTemplate,
  importAddresses,
  type AddressKind,
  type ImportResult,
} from './api';

type RowError = ImportResult['errors'][number];

/**
 * Import of an address file: the template, the upload (xlsx, at most 5 MB, checked here and again
 * by the gateway), then what was imported and every refused row with its reasons.
 */
export function ImportDialog({
  kind,
  open,
  onClose,
  onImported,
}: {
  kind: AddressKind;
  open: boolean;
  onClose(): void;
  onImported(): void;
}) {
  const frame = useDialogFrame({ width: 712 });
  const { t } = useTranslation(NAMESPACE);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (file: File) => {
    setResult(null);
    setProblem(null);
    if (!file.name.toLowerCase().endsWith('.xlsx')) return setProblem(t('addressBook.import.wrongType'));
    if (file.size > MAX_ADDRESS_FILE_BYTES) return setProblem(t('addressBook.import.tooLarge'));
    setBusy(true);
    try {
      const answer = await importAddresses(kind, file);
      setResult(answer);
      if (answer.imported > 0) onImported();
    } catch (error) {
      setProblem(messageOf(error) || t('shared:requestFailed'));
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    setResult(null);
    setProblem(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      {...frame}
      title={t('addressBook.import.title')}
      onCancel={close}
      footer={null}
      className="portal-dialog"
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <span>{t('addressBook.import.hint')}</span>
        <Space wrap>
          <Button onClick={() => void downloadTemplate(kind)}>{t('addressBook.actions.template')}</Button>
          <Upload
            accept=".xlsx"
            showUploadList={false}
            beforeUpload={(file) => {
              void send(file);
              return false;
            }}
          >
            <Button type="primary" loading={busy} data-testid="address-import-choose">
              {t('addressBook.import.choose')}
            </Button>
          </Upload>
        </Space>
        {problem && <Alert type="error" showIcon title={problem} data-testid="address-import-problem" />}
        {result && (
          <>
            <Alert
              type={result.errors.length ? 'warning' : 'success'}
              showIcon
              data-testid="address-import-result"
              title={t('addressBook.import.result', {
                total: result.total,
                imported: result.imported,
                duplicates: result.duplicates,
                errors: result.errors.length,
              })}
            />
            {result.errors.length > 0 && (
              <Table<RowError>
                data-testid="address-import-errors"
                size="small"
                rowKey="rowNo"
                dataSource={result.errors}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                columns={[
                  {
                    key: 'row',
                    title: '#',
                    width: 100,
                    render: (_, error) => t('addressBook.import.row', { rowNo: error.rowNo }),
                  },
                  { key: 'messages', title: '', render: (_, error) => error.messages.join('; ') },
                ]}
              />
            )}
          </>
        )}
      </Space>
    </Modal>
  );
}
