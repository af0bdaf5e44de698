import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import { NAMESPACE } from '../i18n';
import './texts';
import { ComplaintForm } from './ComplaintForm';
import { ComplaintHistory } from './ComplaintHistory';

export default function SuggestionsPage() {
  const { t } = useTranslation(NAMESPACE);
  const [saves, setSaves] = useState(0);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Card title={t('complaint.title')}>
        <ComplaintForm onSaved={() => setSaves((n) => n + 1)} />
      </Card>
      <ComplaintHistory reloadSignal={saves} />
    </Space>
  );
}
