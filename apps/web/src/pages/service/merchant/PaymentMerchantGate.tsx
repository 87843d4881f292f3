import type { ReactNode } from 'react';
import { DetailGroupGate } from '../../../resources';
import { PAYMENT_MERCHANT_GROUP, type PaymentMerchant } from './payment-merchant';

/** The merchant of the detail group resolved before a tab renders: each tab narrows to its id. */
export function PaymentMerchantGate({ children }: { children: (merchant: PaymentMerchant) => ReactNode }) {
  return <DetailGroupGate source={PAYMENT_MERCHANT_GROUP}>{children}</DetailGroupGate>;
}
