import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Typography from 'antd/es/typography';
import { buttonKeyOf } from 'shared/widgets';
import { PermissionButton } from 'shared';
import type { Refusal } from '../common/issues';
import { NAMESPACE } from '../i18n';
import './texts';

export interface SaveBarProps {
  customerOrderNo: string;
  saving: boolean;
  refusal: Refusal | null;
  onSave(): void;
}

/** The draft's order number, why the last save was refused, and the save button (orderEntry_ADD). */
export function SaveBar({ customerOrderNo, saving, refusal, onSave }: SaveBarProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Card size="small">
      <Typography.Paragraph type="secondary">
        {t('orderEntry.customerOrderNo')}{' '}
        <Typography.Text code data-testid="customer-order-no">
          {customerOrderNo}
        </Typography.Text>
      </Typography.Paragraph>
      {refusal && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="save-refusal"
          title={refusal.msg || t('shared:requestFailed')}
          description={
            refusal.issues.length ? (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {refusal.issues.map((issue, index) => (
                  <li key={`${issue.field}-${index}`}>{issue.message}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}
      <PermissionButton
        perm={buttonKeyOf('/customer-api/order/create')}
        type="primary"
        block
        loading={saving}
        disabled={saving}
        onClick={onSave}
      >
        {t('orderEntry.save')}
      </PermissionButton>
    </Card>
  );
}
