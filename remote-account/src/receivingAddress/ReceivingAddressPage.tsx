import { AddressBookScreen } from '../common/addressBook/AddressBookScreen';

/** /receivingAddress: the shipper's receiver address book. */
export default function ReceivingAddressPage() {
  return <AddressBookScreen kind="RECEIVER" routeName="receivingAddress" />;
}
