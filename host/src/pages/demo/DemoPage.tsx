import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import Spin from 'antd/es/spin';
import Tabs from 'antd/es/tabs';

const ListSection = lazy(() => import('./ListSection'));
const PickerSection = lazy(() => import('./PickerSection'));
const UploadSection = lazy(() => import('./UploadSection'));
const DisplaySection = lazy(() => import('./DisplaySection'));

const spinner = <Spin style={{ display: 'block', padding: 48 }} />;

/**
 * The spec's /demo route: a living gallery of every `shared` widget, configured against the real
 * gateway. Each section is its own file (and chunk); `?section=` opens one directly.
 */
export default function DemoPage() {
  const { t } = useTranslation('host');
  const initial = new URLSearchParams(window.location.search).get('section') ?? 'list';
  const section = (key: string, label: string, Section: React.ComponentType) => ({
    key,
    label,
    children: (
      <Suspense fallback={spinner}>
        <Section />
      </Suspense>
    ),
  });
  return (
    <Tabs
      defaultActiveKey={initial}
      destroyOnHidden={false}
      items={[
        section('list', t('demo.list'), ListSection),
        section('pickers', t('demo.pickers'), PickerSection),
        section('upload', t('demo.upload'), UploadSection),
        section('display', t('demo.display'), DisplaySection),
      ]}
    />
  );
}
