import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Card from 'antd/es/card';
import Tabs from 'antd/es/tabs';
import { NAMESPACE } from '../i18n';
import { ImportWizard } from './ImportWizard';
import { TaskList } from './TaskList';
import './texts';

/** /orderImport: bulk import of orders from an xlsx, and the list of import tasks. */
export default function OrderImportPage() {
  const { t } = useTranslation(NAMESPACE);
  const [tab, setTab] = useState('import');
  // The task list is read again each time it is shown; the import in progress stays mounted.
  const [listVisits, setListVisits] = useState(0);
  const show = (key: string) => {
    if (key === 'tasks') setListVisits((n) => n + 1);
    setTab(key);
  };
  return (
    <Card title={t('orderImport.title')}>
      <Tabs
        activeKey={tab}
        onChange={show}
        items={[
          { key: 'import', label: t('orderImport.tabs.import'), children: <ImportWizard /> },
          { key: 'tasks', label: t('orderImport.tabs.tasks'), children: <TaskList key={listVisits} /> },
        ]}
      />
    </Card>
  );
}
