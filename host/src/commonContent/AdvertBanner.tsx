import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Flex from 'antd/es/flex';
import NotificationOutlined from '@ant-design/icons/es/icons/NotificationOutlined';
import { dismissNotice, fetchAdverts, type Notice } from './api';
import { NoticeLine } from './NoticeLine';
import { NoticeLinkButton } from './NoticeLinkButton';

/**
 * The home page's adverts, each a banner the user can dismiss for good: closing it records it
 * (notice read), so the gateway no longer answers it to this user, after a reload too. A refused
 * dismissal brings the banner back (the client shows the server's message).
 */
export function AdvertBanner() {
  const { t } = useTranslation('host');
  const [adverts, setAdverts] = useState<Notice[]>([]);
  const [dismissed, setDismissed] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    let live = true;
    fetchAdverts().then(
      (list) => live && setAdverts(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const dismiss = async (id: number) => {
    setDismissed((ids) => new Set(ids).add(id));
    try {
      await dismissNotice(id);
    } catch {
      setDismissed((ids) => new Set([...ids].filter((known) => known !== id)));
    }
  };

  const shown = adverts.filter((advert) => !dismissed.has(advert.id));
  if (shown.length === 0) return null;
  return (
    <Flex vertical gap={8} component="section" aria-label={t('advert.label')} style={{ marginBottom: 16 }}>
      {shown.map((advert) => (
        <Alert
          key={advert.id}
          type="info"
          showIcon
          icon={<NotificationOutlined />}
          title={<NoticeLine title={advert.title} content={advert.content} />}
          action={
            <NoticeLinkButton
              link={advert.link}
              text={t('advert.more')}
              label={`${t('advert.more')}: ${advert.title}`}
            />
          }
          closable={{
            'aria-label': t('advert.dismiss', { title: advert.title }),
            onClose: () => void dismiss(advert.id),
          }}
        />
      ))}
    </Flex>
  );
}
