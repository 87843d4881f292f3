import { whitelistResource } from '@console/core';
import { CarList } from './CarList';

/** /parking-merchant/car/whitelist: 白名单. */
export default function WhitelistPage() {
  return <CarList resource={whitelistResource} />;
}
