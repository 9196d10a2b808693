import { AddressBook } from '../../features/addresses/components/address-book';
import { RegionPicker } from '../../features/region/components/region-picker';

/** The personal centre's address book (menu component `account/address`). */
export default function UserAddressesPage() {
  return (
    <AddressBook renderRegionPicker={(props) => <RegionPicker {...props} maxLevel={4} confirmLevel={3} />} />
  );
}
