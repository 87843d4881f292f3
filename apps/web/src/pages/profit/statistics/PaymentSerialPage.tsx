import { ShareSerialList, PAYMENT } from './share-pages';

/** 分账支出流水 (/profit/statistics/payment-serial). */
export default function PaymentSerialPage() {
  return <ShareSerialList side={PAYMENT} />;
}
