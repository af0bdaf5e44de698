import { useTranslation } from 'react-i18next';
import { buttonKeyOf } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import '../common/customerData/texts';
import { CustomerDataForm } from '../common/customerData/CustomerDataForm';

/** /customerEdit: the shipper edits its data (after approval, a change request). */
export default function CustomerEditPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <CustomerDataForm
      title={t('customerData.editTitle')}
      perm={buttonKeyOf('/customer-api/customerData/submit', 'post', 'customerEdit')}
      mainAction={t('customerData.mainAction.edit')}
    />
  );
}
