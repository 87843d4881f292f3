import { reservationResource, reserveSettings } from '@console/core';
import { GroupLotGate, SettingsCard } from '../../../resources';
import { LotResourceList } from './LotResourceList';

/** /group/parking/reserve/record: the lot's reservations. */
export function GroupReservationPage() {
  return (
    <GroupLotGate>
      {(park) => <LotResourceList resource={reservationResource} parkId={park.id} />}
    </GroupLotGate>
  );
}

/** /group/parking/reserve/rule: the lot's 预约设置, changed with the group's own code. */
export function GroupReserveRulePage() {
  return (
    <GroupLotGate>{(park) => <SettingsCard settings={reserveSettings} ownerId={park.id} />}</GroupLotGate>
  );
}
