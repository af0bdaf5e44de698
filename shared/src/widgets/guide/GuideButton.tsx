import { useTranslation } from 'react-i18next';
import Button, { type ButtonProps } from 'antd/es/button';
import CompassOutlined from '@ant-design/icons/es/icons/CompassOutlined';
import type { Guide } from './useGuide';
import './texts';

export interface GuideButtonProps extends Omit<ButtonProps, 'onClick'> {
  guide: Guide;
}

/**
 * "Page guide": shows the page's tour again. Absent when the guide is switched off.
 * @example
 * <Card title={t('orderEntry.title')} extra={<GuideButton guide={guide} />}>
 */
export function GuideButton({ guide, ...button }: GuideButtonProps) {
  const { t } = useTranslation('shared');
  if (!guide.available) return null;
  return (
    <Button size="small" icon={<CompassOutlined />} onClick={guide.replay} {...button}>
      {t('guide.replay')}
    </Button>
  );
}
