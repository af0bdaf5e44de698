import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import PrinterOutlined from '@ant-design/icons/es/icons/PrinterOutlined';
import { NAMESPACE } from '../i18n';
import { LABEL_STYLES, type PrintConfig } from './api';
import { PrintSettings } from './PrintSettings';

export interface PrintChoice {
  style: (typeof LABEL_STYLES)[number];
  discountPrint: 0 | 1;
}

interface PrintBarProps {
  choice: PrintChoice;
  onChoice(choice: PrintChoice): void;
  config?: PrintConfig;
  onConfigSaved(config: PrintConfig): void;
  selected: number;
  allowed: boolean;
  printing: boolean;
  onPrint(withCod: boolean): void;
}

/** Style, discount print, settings and the two print buttons over the quick-print table. */
export function PrintBar({
  choice,
  onChoice,
  config,
  onConfigSaved,
  selected,
  allowed,
  printing,
  onPrint,
}: PrintBarProps) {
  const { t } = useTranslation(NAMESPACE);
  const disabled = !allowed || selected === 0;
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Select
        aria-label={t('fastPrinting.style')}
        style={{ width: 180 }}
        value={choice.style}
        onChange={(style) => onChoice({ ...choice, style })}
        options={LABEL_STYLES.map((style) => ({ value: style, label: t(`fastPrinting.styles.${style}`) }))}
      />
      <Space>
        <Switch
          aria-label={t('fastPrinting.discountPrint')}
          checked={choice.discountPrint === 1}
          onChange={(on) => onChoice({ ...choice, discountPrint: on ? 1 : 0 })}
        />
        {t('fastPrinting.discountPrint')}
      </Space>
      {config ? <PrintSettings config={config} onSaved={onConfigSaved} /> : null}
      <Button
        type="primary"
        icon={<PrinterOutlined />}
        disabled={disabled}
        loading={printing}
        onClick={() => onPrint(true)}
      >
        {t('fastPrinting.print')}
      </Button>
      <Button disabled={disabled} loading={printing} onClick={() => onPrint(false)}>
        {t('fastPrinting.printNoCod')}
      </Button>
      <span>{t('fastPrinting.selected', { count: selected })}</span>
    </Space>
  );
}
