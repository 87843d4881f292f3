import type { ReactNode } from 'react';
import { DetailGroupGate } from '../../../resources';
import { CUSTOMER_GROUP, type CustomerDetail } from './use-customer';

/**
 * The customer of the detail group (g_code) resolved before a tab renders: its rows are filed under
 * the customer's merchant id, which only the customer detail tells.
 */
export function CustomerGate({ children }: { children: (customer: CustomerDetail) => ReactNode }) {
  return <DetailGroupGate source={CUSTOMER_GROUP}>{children}</DetailGroupGate>;
}
