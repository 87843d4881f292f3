import type { ReactNode } from 'react';
import { DetailGroupGate } from '../../../resources';
import { CUSTOMER_GROUPS, type CustomerDetail, type CustomerProduct } from './use-customer';

/**
 * The customer of the detail group (g_code) resolved before a tab renders: its rows are filed under
 * the customer's merchant id, which only the customer detail tells. Parking's group unless told.
 */
export function CustomerGate({
  product = 'parking',
  children,
}: {
  product?: CustomerProduct;
  children: (customer: CustomerDetail) => ReactNode;
}) {
  return <DetailGroupGate source={CUSTOMER_GROUPS[product]}>{children}</DetailGroupGate>;
}
