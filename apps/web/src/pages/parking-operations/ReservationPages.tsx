import { appointedSpaceResource, reservationResource, reserveAppealResource } from '@console/core';
import { ResourceListPage } from '../../resources';
import { LotParkGate } from './LotParkGate';

/** 预约记录 of the merchant's lots. */
export function ReservationListPage() {
  return <ResourceListPage resource={reservationResource} />;
}

/** 预约记录 of one lot (the lot detail group). */
export function LotReservationListPage() {
  return (
    <LotParkGate>
      {(park) => <ResourceListPage resource={reservationResource} fixedParams={{ park_id: park.id }} />}
    </LotParkGate>
  );
}

/** 预约车位 */
export function AppointedSpaceListPage() {
  return <ResourceListPage resource={appointedSpaceResource} />;
}

/** 预约申诉: 通过 and 驳回 are the definition's action dialogs (驳回 needs the reason the owner will read). */
export function ReserveAppealListPage() {
  return <ResourceListPage resource={reserveAppealResource} />;
}
