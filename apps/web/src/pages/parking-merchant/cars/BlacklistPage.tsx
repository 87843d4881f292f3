import { blacklistResource } from '@console/core';
import { CarList } from './CarList';

/** /parking-merchant/car/blacklist: 黑名单（入场时拒绝并记录原因）. */
export default function BlacklistPage() {
  return <CarList resource={blacklistResource} />;
}
