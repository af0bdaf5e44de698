import { useTranslation } from 'react-i18next';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { Captcha } from '../api/auth';

interface Props {
  captcha: Captcha | null;
  onRefresh: () => void;
  name?: string;
}

/** The captcha input with its image; clicking the image loads a new one. */
export function CaptchaField({ captcha, onRefresh, name = 'verifyCode' }: Props) {
  const { t } = useTranslation('host');
  return (
    <Form.Item label={t('login.captcha')} required htmlFor={`${name}-input`}>
      <div style={{ display: 'flex', gap: 8 }}>
        <Form.Item
          name={name}
          noStyle
          rules={[{ required: true, whitespace: true, message: t('login.captchaRequired') }]}
        >
          <Input
            id={`${name}-input`}
            autoComplete="off"
            placeholder={t('login.captcha')}
            style={{ flex: 1 }}
          />
        </Form.Item>
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
      </div>
    </Form.Item>
  );
}
