import { FinancialService } from '../../features/merchant/components/financial-service';
import '../../features/merchant/components/merchant.css';

/** /mall/financialservice: financial products, the application form and the caller's applications. */
export default function FinancialServicePage() {
  return (
    <div className="mall-container">
      <FinancialService />
    </div>
  );
}
