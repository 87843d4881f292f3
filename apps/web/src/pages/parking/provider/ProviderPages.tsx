import { ParkingRecordList } from '../../shared/lot/lists/ParkingRecordList';
import { PaymentOrderList } from '../../shared/lot/lists/PaymentOrderList';
import { RechargeOrderList } from '../../shared/lot/lists/RechargeOrderList';

/** /parking/record/list */
export function RecordListPage() {
  return <ParkingRecordList detailPath="/parking/record/list/detail" />;
}

/** /parking/order/payment/list */
export function PaymentOrderListPage() {
  return <PaymentOrderList detailPath="/parking/order/payment/detail" />;
}

/** /parking/order/recharge/list */
export function RechargeOrderListPage() {
  return <RechargeOrderList detailPath="/parking/order/recharge/detail" />;
}
