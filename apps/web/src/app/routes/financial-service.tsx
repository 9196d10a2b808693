import { getFinanceProductsQueryOptions } from '../../features/merchant/api/finance';
import { FinancialService } from '../../features/merchant/components/financial-service';
import type { ServerData } from '../route-handle';
import '../../features/merchant/components/merchant.css';

/** The finance products every visitor sees (a buyer's own applications render in the browser). */
export const serverData: ServerData = () => [getFinanceProductsQueryOptions()];

/** /mall/financialservice: financial products, the application form and the caller's applications. */
export default function FinancialServicePage() {
  return (
    <div className="mall-container">
      <FinancialService />
    </div>
  );
}
