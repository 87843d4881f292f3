import {
  inParkingResource,
  parkingRecordResource,
  paymentOrderResource,
  rechargeOrderResource,
} from '@console/core';
import { ResourceDetailPage } from '../../../resources';
import { ParkingRecordList } from '../lists/ParkingRecordList';
import { PaymentOrderList } from '../lists/PaymentOrderList';
import { RechargeOrderList } from '../lists/RechargeOrderList';

/** /parking/record/list */
export function RecordListPage() {
  return <ParkingRecordList detailPath="/parking/record/list/detail" />;
}

/** /parking/record/list/detail */
export function RecordDetailPage() {
  return <ResourceDetailPage resource={parkingRecordResource} />;
}

/** /parking/order/payment/list */
export function PaymentOrderListPage() {
  return <PaymentOrderList detailPath="/parking/order/payment/detail" />;
}

/** /parking/order/payment/detail */
export function PaymentOrderDetailPage() {
  return <ResourceDetailPage resource={paymentOrderResource} />;
}

/** /parking/order/recharge/list */
export function RechargeOrderListPage() {
  return <RechargeOrderList detailPath="/parking/order/recharge/detail" />;
}

/** /parking/order/recharge/detail, and the merchant's 月卡周期详情 (the period an order bought). */
export function RechargeOrderDetailPage() {
  return <ResourceDetailPage resource={rechargeOrderResource} />;
}

/** /parking-merchant/manage/in-parking/detail */
export function InParkingDetailPage() {
  return <ResourceDetailPage resource={inParkingResource} />;
}
