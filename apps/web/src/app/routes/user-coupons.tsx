import { CouponList } from '../../features/benefits/components/coupon-list';

/** The personal centre's coupons (menu component `finance/coupon`), inside the centre's layout. */
export default function UserCouponsPage() {
  return <CouponList />;
}
