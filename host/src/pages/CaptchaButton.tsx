import { useTranslation } from 'react-i18next';
import type { Captcha } from '../api/auth';

/** The captcha image as a button: a click loads a new one. No antd: the login page shows it first. */
export function CaptchaButton({ captcha, onRefresh }: { captcha: Captcha | null; onRefresh: () => void }) {
  const { t } = useTranslation('host');
  return (
    <button
      type="button"
      onClick={onRefresh}
      title={t('login.refreshCaptcha')}
      aria-label={t('login.refreshCaptcha')}
      style={{
        width: 120,
        height: 40,
        padding: 0,
        border: '1px solid #d9d9d9',
        borderRadius: 6,
        background: '#fff',
        cursor: 'pointer',
      }}
    >
      {captcha?.image ? (
        <img
          src={captcha.image}
          alt={t('login.captcha')}
          style={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      ) : (
        '↻'
      )}
    </button>
  );
}
