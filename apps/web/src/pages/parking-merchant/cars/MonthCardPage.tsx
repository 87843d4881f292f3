import { formatTimestamp, monthCardResource, type RowOf } from '@console/core';
import type { ActionOverrides } from '../../../resources';
import { RenewPreview } from './RenewPreview';
import { CarList } from './CarList';

// A renewal writes a 月卡订单; the dialog shows what it will cost and where the validity will end.
const RENEW: ActionOverrides<RowOf<typeof monthCardResource>> = {
  renew: {
    extra: (row, values) => <RenewPreview row={row} quantity={values.quantity} />,
    doneMessage: (result) =>
      `续费成功，新的到期时间 ${formatTimestamp((result as { end_time: number }).end_time)}`,
  },
};

/** /parking-merchant/car/month-card: 月卡车辆 with 续费. */
export default function MonthCardPage() {
  return <CarList resource={monthCardResource} actionOverrides={RENEW} />;
}
