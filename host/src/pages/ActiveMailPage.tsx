import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { activeMail } from '../api/auth';
import { PublicShell } from './PublicShell';
import { errorMessage } from './errorMessage';

type Outcome = { status: 'checking' } | { status: 'success' } | { status: 'error'; message: string };

/** E-mail activation link target: /activeMail?checkCode=...&type=... */
export default function ActiveMailPage() {
  const { t } = useTranslation('host');
  const [params] = useSearchParams();
  const checkCode = params.get('checkCode') ?? '';
  const type = params.get('type') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ status: 'checking' });

  useEffect(() => {
    if (!checkCode) {
      setOutcome({ status: 'error', message: t('activeMail.missing') });
      return;
    }
    let live = true;
    activeMail(checkCode, type).then(
      () => live && setOutcome({ status: 'success' }),
      (failure: unknown) =>
        live && setOutcome({ status: 'error', message: errorMessage(failure, t('activeMail.failed')) }),
    );
    return () => {
      live = false;
    };
  }, [checkCode, type, t]);

  return (
    <PublicShell title={t('activeMail.title')} width={480}>
      {outcome.status === 'checking' && (
        <Spin tip={t('activeMail.checking')}>
          <div style={{ height: 80 }} />
        </Spin>
      )}
      {outcome.status === 'success' && <Result status="success" title={t('activeMail.success')} />}
      {outcome.status === 'error' && (
        <Result status="error" title={t('activeMail.failed')} subTitle={outcome.message} />
      )}
      <div style={{ textAlign: 'center' }}>
        <Link to="/login">{t('password.backToLogin')}</Link>
      </div>
    </PublicShell>
  );
}
