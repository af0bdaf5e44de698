import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import { CustomerDataForm } from '../customerData/CustomerDataForm';

/** /customerAdd: the shipper submits its data with its documents. */
export default function CustomerAddPage() {
  const { t } = useTranslation(NAMESPACE);
  return <CustomerDataForm title={t('customerData.addTitle')} />;
}
