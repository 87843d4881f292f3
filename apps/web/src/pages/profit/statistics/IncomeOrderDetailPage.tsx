import { ShareOrderDetail, INCOME } from './share-pages';

/** 收入订单详情 (/profit/statistics/income-order/detail?settlement_id=&payee_id=). */
export default function IncomeOrderDetailPage() {
  return <ShareOrderDetail side={INCOME} />;
}
