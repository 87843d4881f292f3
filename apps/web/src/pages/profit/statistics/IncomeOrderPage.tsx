import { ShareOrderList, INCOME } from './share-pages';

/** 分账收入订单 (/profit/statistics/income-order). */
export default function IncomeOrderPage() {
  return <ShareOrderList side={INCOME} />;
}
