import { ShareOrderList, PAYMENT } from './share-pages';

/** 分账支出订单 (/profit/statistics/payment-order). */
export default function PaymentOrderPage() {
  return <ShareOrderList side={PAYMENT} />;
}
