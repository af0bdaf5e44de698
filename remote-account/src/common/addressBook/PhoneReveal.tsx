import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import { NAMESPACE } from '../../i18n';
import './texts';
import { revealPhone } from './api';

/** The phone masked (0812****7890), and a button that asks the gateway for the whole number (showNum). */
export function maskPhone(phone: string): string {
  if (phone.length <= 6) return phone;
  return `${phone.slice(0, 4)}${'*'.repeat(Math.max(2, phone.length - 8))}${phone.slice(-4)}`;
}

export function PhoneReveal({ id, phone }: { id: number; phone: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [whole, setWhole] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (whole) return <span>{whole}</span>;
  return (
    <span>
      {maskPhone(phone)}{' '}
      <Button
        type="default"
        size="small"
        loading={busy}
        onClick={() => {
          setBusy(true);
          revealPhone(id)
            .then(setWhole)
            .catch(() => undefined)
            .finally(() => setBusy(false));
        }}
      >
        {t('addressBook.showPhone')}
      </Button>
    </span>
  );
}
