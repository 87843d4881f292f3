import { ParkingRecordList } from '../lists/ParkingRecordList';
import { PaymentOrderList } from '../lists/PaymentOrderList';
import { RechargeOrderList } from '../lists/RechargeOrderList';

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
