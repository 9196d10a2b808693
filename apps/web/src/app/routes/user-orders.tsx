import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { invalidateCart } from '../../features/cart/api/get-cart';
import { setCartCount } from '../../features/cart/api/get-cart-count';
import { OrderList } from '../../features/orders/components/order-list';
import { useMallPrefix } from '../../hooks/use-mall-prefix';
import { usePayFlow } from '../compose/pay-flow';

/** The personal centre's order list (menu component `order/list`), shown inside the centre's layout. */
export default function UserOrdersPage() {
  const navigate = useNavigate();
  const prefix = useMallPrefix();
  const queryClient = useQueryClient();
  const payFlow = usePayFlow();
  return (
    <>
      <OrderList
        onPay={(orderNumber) => payFlow.pay([orderNumber])}
        onBoughtAgain={(cartNum) => {
          setCartCount(queryClient, cartNum);
          void invalidateCart(queryClient);
          navigate(paths.cart.href(undefined, prefix));
        }}
      />
      {payFlow.element}
    </>
  );
}
