import { monthCardResource } from '@console/core';
import { RenewCardDialog } from '../dialogs/RenewCardDialog';
import { CarList } from './CarList';

/** /parking-merchant/car/month-card: 月卡车辆 with 续费. */
export default function MonthCardPage() {
  return (
    <CarList
      resource={monthCardResource}
      dialogAction="renew"
      dialog={(row, close) => <RenewCardDialog row={row} onClose={close} />}
    />
  );
}
