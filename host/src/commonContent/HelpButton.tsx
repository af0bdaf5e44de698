import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Tooltip from 'antd/es/tooltip';
import QuestionCircleOutlined from '@ant-design/icons/es/icons/QuestionCircleOutlined';
import { HelpDrawer } from './HelpDrawer';

/** The header's help button: opens the help drawer with the courier's articles. */
export function HelpButton() {
  const { t } = useTranslation('host');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('help.open')}>
        <Button
          type="text"
          shape="circle"
          icon={<QuestionCircleOutlined />}
          aria-label={t('help.open')}
          aria-haspopup="dialog"
          data-testid="help-button"
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      <HelpDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
