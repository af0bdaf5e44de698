import { useTranslation } from 'react-i18next';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { Captcha } from '../api/auth';
import { CaptchaButton } from './CaptchaButton';

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
        <CaptchaButton captcha={captcha} onRefresh={onRefresh} />
      </div>
    </Form.Item>
  );
}
