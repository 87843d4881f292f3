import { reservationResource, reserveAppealResource } from '@console/core';
import { LotGate, ResourceListPage } from '../../../resources';

/** 预约记录 of one lot (the lot detail group). */
export function LotReservationListPage() {
  return (
    <LotGate>
      {(park) => <ResourceListPage resource={reservationResource} fixedParams={{ park_id: park.id }} />}
    </LotGate>
  );
}

/** 预约申诉: 通过 and 驳回 are the definition's action dialogs (驳回 needs the reason the owner will read). */
export function ReserveAppealListPage() {
  return <ResourceListPage resource={reserveAppealResource} />;
}
