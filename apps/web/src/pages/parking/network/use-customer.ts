import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import type { DetailGroupSource } from '../../../resources';
import { customerKeys, type CustomerRow } from './use-customer-options';

export interface CustomerDetail extends CustomerRow {
  total_spaces: number;
}

/** The customer named by its merchant number (`g_code`); a customer outside the caller's scope is a 404. */
function useCustomerByCode(gCode: string) {
  return useQuery({
    queryKey: customerKeys.detail(gCode),
    enabled: gCode !== '',
    retry: false,
    queryFn: ({ signal }) =>
      api
        .get<CustomerDetail>('parking/customer/detail', { g_code: gCode }, { signal })
        .then((r) => r.payload ?? null),
  });
}

/** The customer detail group (/parking/customer/detail/*): its object is the customer of `g_code`. */
export const CUSTOMER_GROUP: DetailGroupSource<CustomerDetail> = {
  group: 'parking-customer',
  useObject: useCustomerByCode,
};
