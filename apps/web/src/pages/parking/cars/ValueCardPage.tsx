import { valueCardResource } from '@console/core';
import { RechargeCardDialog } from '../dialogs/RechargeCardDialog';
import { CarList } from './CarList';

/** /parking-merchant/car/value-card: 储值卡车辆 with 充值. */
export default function ValueCardPage() {
  return (
    <CarList
      resource={valueCardResource}
      dialogAction="recharge"
      dialog={(row, close) => <RechargeCardDialog row={row} onClose={close} />}
    />
  );
}
