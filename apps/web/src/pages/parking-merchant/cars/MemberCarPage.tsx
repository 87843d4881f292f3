import { memberCarResource } from '@console/core';
import { CarList } from './CarList';

/** /parking-merchant/car/member: 会员车辆（只读）. */
export default function MemberCarPage() {
  return <CarList resource={memberCarResource} />;
}
