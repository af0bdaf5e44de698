import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Popover from 'antd/es/popover';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import { messageOf } from 'shared';
import { NAMESPACE } from '../i18n';
import { LABEL_STYLES, savePrintConfig, type PrintConfig } from './api';

/** A small popover saving the caller's label settings (POST /label/printConfig). */
export function PrintSettings({
  config,
  onSaved,
}: {
  config: PrintConfig;
  onSaved(config: PrintConfig): void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(config);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      onSaved(await savePrintConfig(draft));
      message.success(t('fastPrinting.saved'));
      setOpen(false);
    } catch (error) {
      message.error(messageOf(error) || t('fastPrinting.printFailed'));
    } finally {
      setSaving(false);
    }
  };

  const content = (
    <Space orientation="vertical">
      <span>{t('fastPrinting.defaultStyle')}</span>
      <Select
        aria-label={t('fastPrinting.defaultStyle')}
        style={{ width: 200 }}
        value={draft.defaultStyle}
        onChange={(defaultStyle) => setDraft({ ...draft, defaultStyle })}
        options={LABEL_STYLES.map((style) => ({ value: style, label: t(`fastPrinting.styles.${style}`) }))}
      />
      <Space>
        <Switch
          checked={draft.printCod === 1}
          onChange={(on) => setDraft({ ...draft, printCod: on ? 1 : 0 })}
        />
        {t('fastPrinting.printCod')}
      </Space>
      <Space>
        <Switch
          checked={draft.discountPrint === 1}
          onChange={(on) => setDraft({ ...draft, discountPrint: on ? 1 : 0 })}
        />
        {t('fastPrinting.discountPrint')}
      </Space>
      <Button type="primary" loading={saving} onClick={() => void save()}>
        {t('fastPrinting.save')}
      </Button>
    </Space>
  );

  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setDraft(config);
      }}
      title={t('fastPrinting.settings')}
      content={content}
    >
      <Button icon={<SettingOutlined />} aria-label={t('fastPrinting.settings')} />
    </Popover>
  );
}
