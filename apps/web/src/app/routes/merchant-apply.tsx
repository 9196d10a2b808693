import { GalleryPickerField } from '../../features/gallery/components/gallery-picker';
import { ApplicationPage } from '../../features/merchant/components/application-page';
import '../../features/merchant/components/merchant.css';

/** /mall/enterNew: the merchant application wizard; licence pictures come from the user's gallery. */
export default function MerchantApplyPage() {
  return (
    <div className="mall-container">
      <ApplicationPage renderLicencePicker={(props) => <GalleryPickerField {...props} />} />
    </div>
  );
}
