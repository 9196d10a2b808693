import { PointsCentre } from '../../features/benefits/components/points-centre';

/** The personal centre's points centre (menu component `finance/points`), inside the centre's layout. */
export default function UserPointsPage() {
  return <PointsCentre />;
}
