import { ShareSerialList, INCOME } from './share-pages';

/** 分账收入流水 (/profit/statistics/income-serial). */
export default function IncomeSerialPage() {
  return <ShareSerialList side={INCOME} />;
}
