import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined';
import { INDEX_ROUTE } from '../routing/routeTable';

/** A signed-in path that no one has a page for: says so, with the way back to the home page. */
export function NotFoundPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('remote.notFound')}
      extra={
        <Button type="primary" icon={<HomeOutlined />} onClick={() => navigate(INDEX_ROUTE.path)}>
          {t('remote.backHome')}
        </Button>
      }
    />
  );
}
