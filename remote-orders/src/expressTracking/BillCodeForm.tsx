import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import { NAMESPACE } from '../i18n';
import { parseBillCodes, validateBillCodes, type BillCodeProblem } from './billCodes';
import './texts';

interface Props {
  text: string;
  loading: boolean;
  onTextChange(text: string): void;
  onQuery(billCodes: string[]): void;
}

export function BillCodeForm({ text, loading, onTextChange, onQuery }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const [problem, setProblem] = useState<BillCodeProblem | null>(null);
  const { codes } = parseBillCodes(text);

  const submit = () => {
    const parsed = parseBillCodes(text);
    const found = validateBillCodes(parsed);
    setProblem(found);
    if (!found) onQuery(parsed.codes);
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <label htmlFor="expressTracking-billCodes">{t('expressTracking.inputLabel')}</label>
      <Input.TextArea
        id="expressTracking-billCodes"
        value={text}
        rows={5}
        placeholder={t('expressTracking.inputPlaceholder')}
        status={problem ? 'error' : undefined}
        onChange={(event) => {
          onTextChange(event.target.value);
          setProblem(null);
        }}
      />
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <span>{t('expressTracking.counter', { count: codes.length })}</span>
        <Space>
          <Button onClick={() => onTextChange('')} disabled={loading}>
            {t('expressTracking.clear')}
          </Button>
          <Button type="primary" icon={<SearchOutlined />} loading={loading} onClick={submit}>
            {t('expressTracking.query')}
          </Button>
        </Space>
      </Space>
      {problem && <Alert type="error" showIcon role="alert" title={problemText(problem, t)} />}
    </Space>
  );
}

function problemText(problem: BillCodeProblem, t: TFunction): string {
  switch (problem.kind) {
    case 'empty':
      return t('expressTracking.errors.empty');
    case 'tooMany':
      return t('expressTracking.errors.tooMany', { count: problem.count });
    case 'malformed':
      return t('expressTracking.errors.malformed', { codes: problem.codes.join(', ') });
  }
}
