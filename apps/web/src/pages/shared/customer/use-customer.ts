import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request';
import type { DetailGroupSource } from '../../../resources';
import { customerKeys, type CustomerRow } from './use-customer-options';

/** The products whose console has 客户: parking (parks) and energy (charging stations). */
export type CustomerProduct = 'parking' | 'energy';

/** One customer as `<product>/customer/detail` answers it: the shared fields and the product's counts. */
export interface CustomerDetail extends Omit<CustomerRow, 'park_count'> {
  /** Parking: the parks and spaces of the customer the caller sees. */
  park_count?: number;
  total_spaces?: number;
  /** Energy: the customer's stations, charge points and connectors. */
  station_count?: number;
  device_count?: number;
  connector_count?: number;
}

/** The customer named by its merchant number (`g_code`); a customer outside the caller's scope is a 404. */
function customerByCode(product: CustomerProduct) {
  return function useCustomerByCode(gCode: string) {
    return useQuery({
      queryKey: customerKeys.detail(gCode, product),
      enabled: gCode !== '',
      retry: false,
      queryFn: ({ signal }) =>
        api
          .get<CustomerDetail>(`${product}/customer/detail`, { g_code: gCode }, { signal })
          .then((r) => r.payload ?? null),
    });
  };
}

/** The customer detail groups (/<product>/customer/detail/*): the object is the customer of `g_code`. */
export const CUSTOMER_GROUPS: Record<CustomerProduct, DetailGroupSource<CustomerDetail>> = {
  parking: { group: 'parking-customer', useObject: customerByCode('parking') },
  energy: { group: 'energy-customer', useObject: customerByCode('energy') },
};
