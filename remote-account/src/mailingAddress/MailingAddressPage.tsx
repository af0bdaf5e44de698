import { AddressBookScreen } from '../common/addressBook/AddressBookScreen';

/** /mailingAddress: the shipper's sender address book. */
export default function MailingAddressPage() {
  return <AddressBookScreen kind="SENDER" routeName="mailingAddress" />;
}
