import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Typography from 'antd/es/typography';
import { NAMESPACE } from '../i18n';

const MINUTE = 60_000;

/** Time left to the decision deadline, ticking each minute; red within the last 6 hours. */
export function Countdown({ deadlineAt, open }: { deadlineAt: string; open: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, [open]);
  if (!open) return <>—</>;
  const left = Date.parse(deadlineAt) - now;
  if (left <= 0) return <Typography.Text type="danger">{t('problem.passed')}</Typography.Text>;
  const hours = Math.floor(left / (60 * MINUTE));
  const minutes = Math.floor((left % (60 * MINUTE)) / MINUTE);
  return (
    <Typography.Text type={hours < 6 ? 'danger' : undefined} data-testid="countdown">
      {t('problem.countdown', { hours, minutes })}
    </Typography.Text>
  );
}
