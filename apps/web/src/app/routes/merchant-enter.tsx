import { EnterLanding } from '../../features/merchant/components/enter-landing';
import '../../features/merchant/components/merchant.css';

/** /mall/enter: merchant onboarding landing (benefits, process, the caller's application and its status). */
export default function MerchantEnterPage() {
  return (
    <div className="mall-container">
      <EnterLanding />
    </div>
  );
}
