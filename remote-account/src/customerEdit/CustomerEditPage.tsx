import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import { CustomerDataForm } from '../customerData/CustomerDataForm';

/** /customerEdit: the shipper edits its data (after approval, a change request). */
export default function CustomerEditPage() {
  const { t } = useTranslation(NAMESPACE);
  return <CustomerDataForm title={t('customerData.editTitle')} />;
}
