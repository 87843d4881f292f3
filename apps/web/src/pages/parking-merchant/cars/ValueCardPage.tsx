import { formatMoney, valueCardResource } from '@console/core';
import type { ActionOverrides } from '../../../resources';
import { CarList } from './CarList';

// A top-up writes a 月卡订单 and answers the new balance.
const RECHARGE: ActionOverrides = {
  recharge: {
    doneMessage: (result) => `充值成功，当前余额 ${formatMoney((result as { balance: number }).balance)}`,
  },
};

/** /parking-merchant/car/value-card: 储值卡车辆 with 充值. */
export default function ValueCardPage() {
  return <CarList resource={valueCardResource} actionOverrides={RECHARGE} />;
}
