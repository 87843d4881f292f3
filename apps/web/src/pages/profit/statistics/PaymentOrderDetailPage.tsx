import { ShareOrderDetail, PAYMENT } from './share-pages';

/** 支出订单详情 (/profit/statistics/payment-order/detail?settlement_id=&payee_id=). */
export default function PaymentOrderDetailPage() {
  return <ShareOrderDetail side={PAYMENT} />;
}
