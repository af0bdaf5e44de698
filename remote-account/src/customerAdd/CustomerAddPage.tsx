import { useTranslation } from 'react-i18next';
import { buttonKeyOf } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import '../common/customerData/texts';
import { CustomerDataForm } from '../common/customerData/CustomerDataForm';

/** /customerAdd: the shipper submits its data with its documents. */
export default function CustomerAddPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <CustomerDataForm
      title={t('customerData.addTitle')}
      perm={buttonKeyOf('/customer-api/customerData/submit', 'post', 'customerAdd')}
      mainAction={t('customerData.mainAction.add')}
    />
  );
}
